import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { errorNames } from '#shared/contract/common';
import { ApiError } from './errors.ts';

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

/** In-memory windows, per account and per address. Several instances each keep their own. */
export function createRateLimits(settings: RateLimitSettings = defaultRateLimits): RateLimits {
  const limiter = (s: LimitSettings, prefix: string) =>
    new RateLimiterMemory({ points: s.points, duration: s.durationSeconds, keyPrefix: prefix });
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
        await Promise.all([perAccount.consume(keys.account), perAddress.consume(keys.address)]);
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
