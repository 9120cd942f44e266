import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@tradelink/shared/constants/lists';
import { translateError } from '@tradelink/shared/i18n/translate';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { RateLimiter } from './lib/rate-limiter.ts';
import type { MailWorker } from './modules/mail/mail-worker.ts';
import './lib/deps.ts';
import { createStorage, type Storage } from './lib/storage/storage.ts';
import { createRealtimePublisher } from './realtime/publisher.ts';
import { createEventBuffer } from './modules/analytics/event-buffer.ts';
import { createVisitorSalts } from './modules/analytics/visitor-key.ts';
import errorsPlugin from './plugins/errors.ts';
import languagePlugin from './plugins/language.ts';
import signingPlugin from './plugins/signing.ts';
import securityPlugin from './plugins/security.ts';
import sessionPlugin from './plugins/session.ts';
import openApiPlugin from './plugins/openapi.ts';
import metricsPlugin from './plugins/metrics.ts';
import { AccessLog, echoRequestId, requestIdOf } from './plugins/request-log.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import accountRoutes from './modules/account/account.routes.ts';
import referenceRoutes from './modules/reference/reference.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import catalogRoutes from './modules/catalog/catalog.routes.ts';
import mediaRoutes from './modules/media/media.routes.ts';
import attachmentRoutes from './modules/attachment/attachment.routes.ts';
import rfqRoutes from './modules/rfq/rfq.routes.ts';
import quotationRoutes from './modules/quotation/quotation.routes.ts';
import inquiryRoutes from './modules/inquiry/inquiry.routes.ts';
import suggestionRoutes from './modules/suggestion/suggestion.routes.ts';
import notificationRoutes from './modules/notification/notification.routes.ts';
import productRoutes from './modules/product/product.routes.ts';
import quotationTemplateRoutes from './modules/quotation-template/quotation-template.routes.ts';
import leadRoutes from './modules/lead/lead.routes.ts';
import contactRoutes from './modules/contact/contact.routes.ts';
import verificationRoutes from './modules/verification/verification.routes.ts';
import deskRoutes from './modules/desk/desk.routes.ts';
import moderationRoutes from './modules/moderation/moderation.routes.ts';
import verificationReviewRoutes from './modules/verification/verification-review.routes.ts';
import trustRoutes from './modules/trust/trust.routes.ts';
import supportRoutes from './modules/support/support.routes.ts';
import helpRoutes from './modules/help/help.routes.ts';
import userAdminRoutes from './modules/user-admin/user-admin.routes.ts';
import paymentRoutes from './modules/payment/payment.routes.ts';
import membershipRoutes from './modules/membership/membership.routes.ts';
import walletRoutes from './modules/wallet/wallet.routes.ts';
import affiliateRoutes from './modules/affiliate/affiliate.routes.ts';
import affiliateAdminRoutes from './modules/affiliate/affiliate-admin.routes.ts';
import chatRoutes from './modules/chat/chat.routes.ts';
import affiliateApplicationRoutes from './modules/affiliate/application.routes.ts';
import agentRoutes from './modules/agent/agent.routes.ts';
import agentChatRoutes from './modules/agent/agent-chat.routes.ts';
import marketplaceOverviewRoutes from './modules/analytics/marketplace-overview.routes.ts';
import analyticsRoutes from './modules/analytics/analytics.routes.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  rateLimiter: RateLimiter;
  mail: Pick<MailWorker, 'kick' | 'flush'>;
  payments: { kick(): void; flush(): Promise<void> };
  /** Registers the web app (server rendering) after the API; tests of the API leave it out. */
  web?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
  /** Vite's development client needs inline scripts and eval. */
  relaxedCsp?: boolean;
  /** Where files go; by default what the environment says (createStorage). Closed with the app. */
  storage?: Storage;
}

/** Trust the `hops` nearest proxies: hop 0 is the TCP peer, 1 the address it forwarded for, ... */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Builds the whole app without listening: server.ts listens, tests inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: env.LOG_LEVEL },
    // Only the configured proxies' X-Forwarded-For counts (config/trust-proxy.ts): off by default.
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    // One id per request, in every log line and in the X-Request-Id answer header; a proxy's own id is
    // kept when it looks like one (plugins/request-log.ts). One access line per request, not two.
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new AccessLog(),
  });
  echoRequestId(app);
  const storage = options.storage ?? createStorage(env);
  app.addHook('onClose', async () => storage.close());
  // Written in batches off the request path; what is still waiting is written when the app closes.
  const analytics = createEventBuffer({ db: options.database.db, log: app.log });
  app.addHook('onClose', async () => analytics.stop());
  app.decorate('deps', { db: options.database.db, env, rateLimiter: options.rateLimiter, mail: options.mail, payments: options.payments, realtime: createRealtimePublisher(), storage, analytics, visitorSalts: createVisitorSalts(options.database.db) });

  await app.register(cookie);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10, fields: 50 } });
  await app.register(signingPlugin, { key: env.API_SIGNING_KEY });
  // An AGENT_BASE_URL on another port of this host is another origin: the pages must be let to fetch it.
  const agentOrigin = /^https?:/.test(env.agentBaseUrl) ? new URL(env.agentBaseUrl).origin : null;
  const connectSources = agentOrigin && agentOrigin !== new URL(env.appUrl).origin ? [agentOrigin] : [];
  await app.register(securityPlugin, { appUrl: env.appUrl, dev: options.relaxedCsp ?? false, googleSignIn: Boolean(env.GOOGLE_CLIENT_ID), connectSources });
  await app.register(sessionPlugin, { db: options.database.db, secure: env.isProduction });

  await app.register(metricsPlugin, { database: options.database, token: env.METRICS_TOKEN });
  await app.register(healthRoutes, { database: options.database });
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(referenceRoutes);
  await app.register(catalogRoutes);
  await app.register(mediaRoutes);
  await app.register(attachmentRoutes);
  await app.register(rfqRoutes);
  await app.register(quotationRoutes);
  await app.register(inquiryRoutes);
  await app.register(suggestionRoutes);
  await app.register(notificationRoutes);
  await app.register(productRoutes);
  await app.register(quotationTemplateRoutes);
  await app.register(leadRoutes);
  await app.register(contactRoutes);
  await app.register(verificationRoutes);
  await app.register(deskRoutes);
  await app.register(moderationRoutes);
  await app.register(verificationReviewRoutes);
  await app.register(trustRoutes);
  await app.register(supportRoutes);
  await app.register(helpRoutes);
  await app.register(userAdminRoutes);
  await app.register(paymentRoutes);
  await app.register(membershipRoutes);
  await app.register(walletRoutes);
  await app.register(chatRoutes);
  await app.register(affiliateApplicationRoutes);
  await app.register(affiliateRoutes);
  await app.register(affiliateAdminRoutes);
  await app.register(agentRoutes);
  await app.register(agentChatRoutes);
  await app.register(marketplaceOverviewRoutes);
  await app.register(analyticsRoutes);
  await app.register(openApiPlugin);

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ messages: [translateError(request.lang, 'codes.NOT_FOUND')], code: 'NOT_FOUND' });
  });

  if (options.web) await options.web(app);
  return app;
}
