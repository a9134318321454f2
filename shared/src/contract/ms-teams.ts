import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** Microsoft Teams (000 §2 /teams-link behind the msTeamsV1 flag, the `messaging` channel; docs/teams.md). */

/** How long a link code may be entered in the Teams tab. */
export const msTeamsLinkCodeMinutes = 10;
/** Letters and digits that cannot be mistaken for each other (no I, O, 0, 1). */
export const msTeamsLinkCodeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Eight characters shown as `ABCD-EFGH`. */
export const msTeamsLinkCodeLength = 8;
/** A webhook that fails this many times in a row is paused. */
export const msTeamsPauseAfterFailures = 5;
/** The path the Teams tab opens (the manifest's contentUrl). */
export const msTeamsTabPath = '/teams-link/tab';

/** What a member sees about their own link. */
export const msTeamsLink = z.object({
  linked: z.boolean(),
  userPrincipalName: z.string().nullable(),
  linkedAt: isoDateTime.nullable(),
});
export type MsTeamsLink = z.infer<typeof msTeamsLink>;

export const msTeamsLinkCode = z.object({
  /** `ABCD-EFGH`; shown once, only its hash is stored. */
  code: z.string(),
  expiresAt: isoDateTime,
});
export type MsTeamsLinkCode = z.infer<typeof msTeamsLinkCode>;

/**
 * What the Teams tab sends: the code the member typed and the account Teams named in the tab's
 * address ({userObjectId}, {loginHint}). No session: the code is the proof of the member.
 */
export const msTeamsRedeemRequest = z.object({
  code: z.string().trim().min(1, { error: 'Enter the code' }).max(32, { error: 'Enter the code' }),
  teamsUserId: z.string().trim().min(1).max(128),
  userPrincipalName: z.string().trim().min(1).max(320),
});
export type MsTeamsRedeemRequest = z.input<typeof msTeamsRedeemRequest>;
export const msTeamsRedeemResponse = z.object({ memberName: z.string() });

/** `https://…` only, without a user name or password in it. */
export const isHttpsAddress = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

export const msTeamsConnectionRequest = z.object({
  webhookUrl: z
    .string()
    .trim()
    .min(1, { error: 'Enter the webhook address' })
    .max(2048, { error: 'Keep the address under 2048 characters' })
    .refine(isHttpsAddress, { error: 'Enter an address that starts with https://' }),
});
export type MsTeamsConnectionRequest = z.input<typeof msTeamsConnectionRequest>;

export const msTeamsConnectionStatus = z.enum(['active', 'paused']);
export type MsTeamsConnectionStatus = z.infer<typeof msTeamsConnectionStatus>;

/** The connected channel as the admin page shows it: the address's host, never its secret path. */
export const msTeamsConnection = z.object({
  webhookHost: z.string(),
  status: msTeamsConnectionStatus,
  /** Why it was paused, or the last failure while it still retries (`HTTP 404`). */
  lastError: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  pausedAt: isoDateTime.nullable(),
  connectedAt: isoDateTime,
  lastDeliveredAt: isoDateTime.nullable(),
  /** Posts waiting to be delivered (retrying, or held while paused). */
  pendingPosts: z.number().int(),
});
export type MsTeamsConnection = z.infer<typeof msTeamsConnection>;
export const msTeamsConnectionResponse = z.object({ connection: msTeamsConnection.nullable() });
export type MsTeamsConnectionResponse = z.infer<typeof msTeamsConnectionResponse>;
