import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { errorNames } from '#shared/contract/common';
import { ApiError } from './errors.ts';
import { hashSecret } from './secrets.ts';

export type LimitSettings = { points: number; durationSeconds: number };
export type RateLimitSettings = {
  loginPerAccount: LimitSettings;
  loginPerAddress: LimitSettings;
  recoveryPerAccount: LimitSettings;
  recoveryPerAddress: LimitSettings;
  /** POST /feedback: a member's and an address's allowance (the form is free text into the DB). */
  feedbackPerAccount: LimitSettings;
  feedbackPerAddress: LimitSettings;
};

export const defaultRateLimits: RateLimitSettings = {
  loginPerAccount: { points: 10, durationSeconds: 15 * 60 },
  loginPerAddress: { points: 50, durationSeconds: 15 * 60 },
  recoveryPerAccount: { points: 3, durationSeconds: 60 * 60 },
  recoveryPerAddress: { points: 20, durationSeconds: 60 * 60 },
  feedbackPerAccount: { points: 10, durationSeconds: 60 * 60 },
  feedbackPerAddress: { points: 100, durationSeconds: 60 * 60 },
};

/** Every limit's allowance multiplied by `factor` (test runs that sign in many times). */
export function scaledRateLimits(settings: RateLimitSettings, factor: number): RateLimitSettings {
  const scale = (limit: LimitSettings) => ({ ...limit, points: limit.points * factor });
  return {
    loginPerAccount: scale(settings.loginPerAccount),
    loginPerAddress: scale(settings.loginPerAddress),
    recoveryPerAccount: scale(settings.recoveryPerAccount),
    recoveryPerAddress: scale(settings.recoveryPerAddress),
    feedbackPerAccount: scale(settings.feedbackPerAccount),
    feedbackPerAddress: scale(settings.feedbackPerAddress),
  };
}

export type RateLimits = {
  /** Counts one attempt against every key; throws 429 when any is spent. */
  consume(kind: 'login' | 'recovery' | 'feedback', keys: { account: string; address: string }): Promise<void>;
};

/**
 * Where the windows are counted: in PostgreSQL (the `rate_limits` table, created by a migration)
 * so every instance on the database draws on one allowance; in this process's memory on the
 * embedded database, which only one process opens.
 */
export type RateLimitStore = { kind: 'memory' } | { kind: 'postgres'; pool: pg.Pool };

/** Windows per account and per address, in `store`. */
export function createRateLimits(
  settings: RateLimitSettings = defaultRateLimits,
  store: RateLimitStore = { kind: 'memory' },
): RateLimits {
  let sweeps = 0;
  const limiter = (s: LimitSettings, keyPrefix: string): RateLimiterAbstract => {
    const options = { points: s.points, duration: s.durationSeconds, keyPrefix };
    if (store.kind === 'memory') return new RateLimiterMemory(options);
    return new RateLimiterPostgres({
      ...options,
      storeClient: store.pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      // All limiters share the table: one of them deletes long-expired rows every five minutes.
      clearExpiredByTimeout: sweeps++ === 0,
    });
  };
  const limiters = {
    login: [
      limiter(settings.loginPerAccount, 'login-account'),
      limiter(settings.loginPerAddress, 'login-address'),
    ],
    recovery: [
      limiter(settings.recoveryPerAccount, 'recovery-account'),
      limiter(settings.recoveryPerAddress, 'recovery-address'),
    ],
    feedback: [
      limiter(settings.feedbackPerAccount, 'feedback-account'),
      limiter(settings.feedbackPerAddress, 'feedback-address'),
    ],
  } as const;
  return {
    async consume(kind, keys) {
      const [perAccount, perAddress] = limiters[kind];
      try {
        // Hashed: the shared table holds no e-mail or IP address, and every key has one length.
        await Promise.all([
          perAccount.consume(hashSecret(keys.account)),
          perAddress.consume(hashSecret(keys.address)),
        ]);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.ceil(error.msBeforeNext / 1000);
        throw new ApiError(
          429,
          errorNames.rateLimited,
          `Too many attempts. Try again in ${seconds} seconds.`,
        );
      }
    },
  };
}
