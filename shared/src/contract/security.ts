import { z } from 'zod';
import { idSchema, isoDateTime } from './common.ts';

// ---- Password policy (/tenant/security) ---------------------------------------------------------

/** The platform floor (contract/identity newPassword) is 10 characters; a tenant may ask for more. */
export const passwordPolicyLimits = {
  minLength: 10,
  maxLength: 128,
  maxReuse: 24,
  maxAgeDays: 3650,
} as const;

export const passwordPolicyRequest = z.object({
  minLength: z.number().int().min(passwordPolicyLimits.minLength).max(passwordPolicyLimits.maxLength),
  requireUppercase: z.boolean(),
  requireLowercase: z.boolean(),
  requireDigit: z.boolean(),
  requireSymbol: z.boolean(),
  /** A new password may not repeat any of the last N; 0 turns the check off. */
  reuseLimit: z.number().int().min(0).max(passwordPolicyLimits.maxReuse),
  /** Days a password may be used before it must be changed; null: no limit. */
  maxAgeDays: z.number().int().min(1).max(passwordPolicyLimits.maxAgeDays).nullable(),
});
export type PasswordPolicyRequest = z.infer<typeof passwordPolicyRequest>;

export const passwordPolicy = passwordPolicyRequest.extend({
  /** When "Expire all passwords" last ran; passwords set before it must be reset. */
  passwordsExpiredAt: isoDateTime.nullable(),
});
export type PasswordPolicy = z.infer<typeof passwordPolicy>;

export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: passwordPolicyLimits.minLength,
  requireUppercase: false,
  requireLowercase: false,
  requireDigit: false,
  requireSymbol: false,
  reuseLimit: 0,
  maxAgeDays: null,
  passwordsExpiredAt: null,
};

// ---- SCIM tokens ------------------------------------------------------------------------------

export const scimTokenRequest = z.object({ name: z.string().trim().min(1).max(100) });
export type ScimTokenRequest = z.infer<typeof scimTokenRequest>;

export const scimToken = z.object({
  id: idSchema,
  name: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
});
export type ScimToken = z.infer<typeof scimToken>;
export const scimTokenList = z.object({ results: z.array(scimToken) });

/** The answer to creating a token: the only time the secret is shown. */
export const scimTokenCreated = scimToken.extend({ token: z.string(), baseUrl: z.string() });
export type ScimTokenCreated = z.infer<typeof scimTokenCreated>;
