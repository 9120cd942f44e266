// An API-and-socket server process without the web renderer (no build needed): the chat bench and
// the two-process failover test start several of these on one database. Configured by the usual
// environment (PORT, DATABASE_URL or DATA_DIR, REDIS_URL, SESSION_SECRET).
import { loadEnv } from '../../apps/server/src/config/env.ts';
import { boot } from '../../apps/server/src/boot.ts';

const env = loadEnv();
const running = await boot(env, { web: 'none' });
await running.app.listen({ port: env.PORT, host: env.HOST });
process.stdout.write(`ready ${env.PORT}\n`);

const stop = () => {
  void running.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
