import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AuthCache } from './http/auth-cache.ts';
import type { RateLimits } from './http/rate-limits.ts';
import type { ResolvedToken } from './http/session.ts';
import type { WebPushOptions } from './kernel/notify/push-options.ts';
import type { MediaStorage } from './kernel/storage.ts';
import type { Mailer } from './mail/mailer.ts';

/** Looks up a name's TXT records (Node's resolver in production, a stand-in in tests). */
export type ResolveTxt = (hostname: string) => Promise<string[][]>;

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
