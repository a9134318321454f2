import { Resolver } from 'node:dns/promises';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { configuredStorage } from './apps/media/index.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { createAuthCache } from './http/auth-cache.ts';
import {
  createRateLimits,
  defaultRateLimits,
  type RateLimitSettings,
  scaledRateLimits,
} from './http/rate-limits.ts';
import { defaultWebPushOptions } from './kernel/notify/push-options.ts';
import { createMailer } from './mail/mailer.ts';
import type { Services } from './services.ts';

export function createServices(options: {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  /** The PostgreSQL pool (`Database.pool`): sign-in and other limits are then shared by every instance. */
  pool?: pg.Pool | null;
  rateLimits?: RateLimitSettings;
  now?: () => Date;
}): Services {
  const { config, db, log, pool } = options;
  const resolver = new Resolver({ timeout: 5000, tries: 2 });
  if (config.dnsServers) resolver.setServers(config.dnsServers);
  return {
    config,
    db,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db, log }),
    storage: configuredStorage(config),
    rateLimits: createRateLimits(
      options.rateLimits ?? scaledRateLimits(defaultRateLimits, config.rateLimitFactor),
      pool ? { kind: 'postgres', pool } : { kind: 'memory' },
    ),
    authCache: createAuthCache({ ttlMs: config.authCacheMs, maxEntries: 10_000 }),
    now: options.now ?? (() => new Date()),
    log,
    webPush: defaultWebPushOptions,
    resolveTxt: (hostname) => resolver.resolveTxt(hostname),
  };
}
