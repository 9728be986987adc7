// `npm start`, before the server: checks the environment (server/config.ts's schema) and that
// PORT is free, in well under a second, and only then builds (scripts/build/build.ts: a fresh
// folder, swapped in when complete). So a second `npm start` beside a running one stops at once,
// naming PORT, and never touches the build the first one serves. Then package.json starts
// server/main.ts, which checks the port again as it binds.
//
// Hand-written: the check is a bind and a close on Node's own net module; the packages that
// probe ports (get-port, detect-port) answer with a different free port, not with who holds one.
import { createServer } from 'node:net';
import { ConfigError, loadConfig, type ServerConfig } from '#server/config.ts';

/** Why `port` on `host` cannot be bound, in words naming PORT (and HOST), or undefined if it can. */
export function portProblem(host: string, port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${host}:${port}`;
      if (error.code === 'EADDRINUSE') {
        resolve(
          `PORT ${port} is already in use on ${host} (another npm start? it keeps serving): ` +
            `stop it, or set PORT to a free port, e.g. PORT=${port + 1} npm start`,
        );
      } else if (error.code === 'EACCES') {
        resolve(`PORT ${port} on ${host} needs privileges this user lacks: set PORT above 1023`);
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND') {
        resolve(`HOST ${host} is not an address of this machine (${where}): check HOST`);
      } else {
        resolve(`Cannot listen on ${where} (${error.code ?? error.message}): check HOST and PORT`);
      }
    });
    // Port 0 asks for any free port: nothing to check.
    if (port === 0) {
      resolve(undefined);
      return;
    }
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}

/** The environment and the port, checked as the server will; exits 1 with the reason. */
export async function preflight(env: NodeJS.ProcessEnv): Promise<ServerConfig> {
  let config: ServerConfig;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`npm start: ${error.message}`);
    process.exit(1);
  }
  const problem = await portProblem(config.host, config.port);
  if (problem !== undefined) {
    console.error(`npm start: ${problem}`);
    process.exit(1);
  }
  return config;
}

if (import.meta.main) {
  const config = await preflight(process.env);
  // Loaded only now: Astro takes a second to import, and a bad setting should not wait for it.
  const { buildAndSwap } = await import('./build/build.ts');
  try {
    await buildAndSwap();
  } catch (error) {
    console.error(`npm start: the build failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  // The build takes a while: the port may have been taken since.
  const problem = await portProblem(config.host, config.port);
  if (problem !== undefined) {
    console.error(`npm start: ${problem}`);
    process.exit(1);
  }
}
