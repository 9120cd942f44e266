import { loadEnv } from './config/env.ts';
import { boot } from './boot.ts';
import { DataFolderInUseError } from './db/data-lock.ts';

// The only file that listens on a port.
const started = Date.now();
const env = loadEnv();
const dev = process.argv.includes('--dev');

let running: Awaited<ReturnType<typeof boot>>;
try {
  running = await boot(env, { web: dev ? 'development' : 'production' });
} catch (error) {
  if (error instanceof DataFolderInUseError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const { app } = running;
await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Tradelink ready on ${env.appUrl} in ${Date.now() - started} ms (${running.database.kind}${dev ? ', development' : ''})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests and closing`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await running.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
