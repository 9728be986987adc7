import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Units and the API: colocated *.test.ts files. The browser layer lives in e2e/ (Playwright).
export default defineConfig({
  // The components' own alias (tsconfig.json paths), for the tests that render one.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: [
      'src/**/*.test.ts',
      'contracts/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'e2e/support/**/*.test.ts',
      '.ci/**/*.test.ts',
    ],
    environment: 'node',
    // Vitest empties every stylesheet import, `?raw` ones too, unless listed here: src/lib/brand.ts
    // reads the colour tokens from the text of global.css.
    css: { include: [/src\/styles\/global\.css/] },
    pool: 'forks',
    // Vitest's default leaves one of this machine's two cores idle (one file at a time); the files
    // are independent (each API test has its own app, port and data directory), so two at once.
    maxWorkers: 2,
    // A worker keeps the modules it loaded for its next file instead of loading them again (a third
    // of the run's time): each file builds its own app, port, data directory and environment, none
    // changes a module-level value, and every spy and stubbed variable is put back after its test.
    isolate: false,
    restoreMocks: true,
    unstubEnvs: true,
    // Some API tests start real processes and SMTP servers; give them room on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
