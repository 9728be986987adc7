import { defineConfig } from 'vitest/config';

// Units and the API: colocated *.test.ts files. The browser layer lives in e2e/ (Playwright).
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'contracts/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
  },
});
