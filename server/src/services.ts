import type { FastifyBaseLogger } from 'fastify';
import type { ResolveTxt } from './apps/identity/email-domains/domains.ts';
import type { MediaStorage } from './apps/media/storage.ts';
import type { WebPushOptions } from './apps/notifications/push-options.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AuthCache } from './http/auth-cache.ts';
import type { RateLimits } from './http/rate-limits.ts';
import type { ResolvedToken } from './http/session.ts';
import type { Mailer } from './mail/mailer.ts';

/** What route handlers need from the outside world, passed in so tests can build their own. */
export type Services = {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: MediaStorage;
  rateLimits: RateLimits;
  /** Resolved bearer tokens, kept a few seconds and dropped on any identity change. */
  authCache: AuthCache<ResolvedToken>;
  now: () => Date;
  /** For work that outlives a request (push delivery after commit). */
  log: FastifyBaseLogger;
  webPush: WebPushOptions;
  /** DNS TXT lookups for e-mail domain verification (KUDOS_DNS_SERVERS, or the system's resolver). */
  resolveTxt: ResolveTxt;
};
