// What every operator CLI here shares: how `run` is called from the command line, and how its
// tests call the script as an operator does. node:util's parseArgs does the parsing; commander
// and yargs would add a dependency for the two lines left over.

/** An operator command: arguments and environment in, text out, the exit code back. */
export type CliCommand = (
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (text: string) => void,
  err: (text: string) => void,
) => number;

/** Runs `command` as the process's main program: real argv, env and streams; a throw exits 1. */
export function runAsMain(command: CliCommand): void {
  try {
    process.exitCode = command(
      process.argv.slice(2),
      process.env,
      (text) => process.stdout.write(text),
      (text) => process.stderr.write(text),
    );
  } catch (error) {
    process.stderr.write(`Error: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
