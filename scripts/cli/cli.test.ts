import { describe, expect, it } from 'vitest';
import { printable, type CliCommand } from './cli.ts';
import { run as interest } from './interest.ts';
import { run as messages } from './messages.ts';

/** Runs a command in this process; the cases below stop before any database is read. */
function call(command: CliCommand, args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = command(
    args,
    {},
    (text) => (stdout += text),
    (text) => (stderr += text),
  );
  return { code, stdout, stderr };
}

describe('printable', () => {
  it('escapes control characters and line separators, and keeps line breaks and tabs', () => {
    expect(printable('a\u001b[2Jb\u0007\r\u0085\u2028\n\tc')).toBe(
      'a\\u001b[2Jb\\u0007\\u000d\\u0085\\u2028\n\tc',
    );
  });
});

describe.each([
  ['messages', messages],
  ['interest', interest],
])('npm run %s', (name, command) => {
  it('prints its usage for --help, on stdout, exit 0', () => {
    const result = call(command, ['--help']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toMatch(new RegExp(`^Usage: npm run ${name} -- \\[--json \\| --csv\\]`));
  });

  it.each([
    [['--json', '--csv'], 'Error: Choose one of --json and --csv\n\nUsage:'],
    [['--bogus'], "Error: Unknown option '--bogus'"],
    [['--since', 'yesterday'], 'Error: --since: "yesterday" is not a date;'],
  ])('refuses %j with the usage, exit 1', (args, error) => {
    const result = call(command, args);
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr.startsWith(error)).toBe(true);
    expect(result.stderr).toContain(`Usage: npm run ${name}`);
  });
});

it("checks a command's own flags before --since", () => {
  expect(call(interest, ['--since', 'yesterday', '--kind', 'spam']).stderr).toMatch(
    /^Error: --kind: "spam" is not one of/,
  );
});
