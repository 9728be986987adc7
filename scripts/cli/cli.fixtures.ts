// Runs a script the way operators do: a child process on the project's Node (process.execPath
// under `npm run test:unit` is Node 24, which node:sqlite needs), with only PATH and the given env.
import { execFile } from 'node:child_process';

/** What a script run printed and how it ended. */
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `script` with `args`; `cwd` defaults to this process's. */
export function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
  cwd?: string,
): Promise<RunResult> {
  return new Promise<RunResult>((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      { env: { PATH: process.env['PATH'] ?? '', ...env }, ...(cwd !== undefined && { cwd }) },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
