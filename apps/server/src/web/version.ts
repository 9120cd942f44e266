import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { APP_VERSION_PATH, type AppVersion } from '@tradelink/shared/api/version';

/**
 * The version of the web build this process serves (decision 021): React Router's fingerprint of the
 * client build (a hash of every route's and the entry's content-hashed chunk and stylesheet names),
 * so a rebuild with changed client code gets a new one and a rebuild of the same sources the same.
 */
export const buildVersion = (build: ServerBuild): string => build.assets.version;

/** `GET /api/version`: never cached, so a page asking after a deploy hears of it at once. */
export function registerVersionRoute(app: FastifyInstance, getBuild: () => Promise<ServerBuild>) {
  app.get(APP_VERSION_PATH, async (_request, reply): Promise<AppVersion> => {
    reply.header('Cache-Control', 'no-store');
    return { version: buildVersion(await getBuild()) };
  });
}
