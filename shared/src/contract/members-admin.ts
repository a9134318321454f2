import { z } from 'zod';
import { idSchema } from './common.ts';
import {
  createMemberRequest as createMemberFields,
  loginResponse,
  memberExportRequest,
  memberListQuery,
  memberPage,
  memberSummary,
  newPassword,
  roleRequest,
  tenantMember,
} from './identity.ts';

/**
 * Member administration (000 §7 "Tenant members", §3 invitation status): what the admin pages
 * send and receive. Every batch is all or nothing: when one id is refused, nothing changes and
 * the answer is a 400 ValidationError whose `details` name each refused id by its index
 * (`path` = `memberIds.<index>`) with a sentence saying why; a wrong team id is `teamIds.<index>`.
 */

/** The most members one batch request may name. */
export const memberBatchMax = 500;
/** The most teams one batch add may name. */
export const teamBatchMax = 50;

/** POST /identity/tenantMembers: 201 with the `tenantMember`; 409 when the e-mail is already a member here. */
export const createMemberRequest = createMemberFields.extend({
  /** Mail the welcome (invitation) link at once: the member is then `invited`, else `notInvited`. */
  invite: z.boolean().default(false),
});
export type CreateMemberRequest = z.input<typeof createMemberRequest>;

/** POST /identity/tenantMembers/{id}/role: `admin`, `employee` or a custom role's id. */
export { roleRequest };
export type RoleRequest = z.input<typeof roleRequest>;

/** POST .../batchSuspend, .../batchUnsuspend, .../batchWelcome. */
export const batchMembersRequest = z.object({
  memberIds: z.array(idSchema).min(1).max(memberBatchMax),
});
export type BatchMembersRequest = z.infer<typeof batchMembersRequest>;

/** POST .../batchAddToTeams: every member into every team. */
export const batchAddToTeamsRequest = z.object({
  memberIds: z.array(idSchema).min(1).max(memberBatchMax),
  teamIds: z.array(idSchema).min(1).max(teamBatchMax),
});
export type BatchAddToTeamsRequest = z.infer<typeof batchAddToTeamsRequest>;

/**
 * A batch that went through. `count`: how many members changed (suspend/unsuspend: those not
 * already in that state; welcome: mails sent; add to teams: new team memberships).
 */
export const batchResult = z.object({ count: z.number().int() });
export type BatchResult = z.infer<typeof batchResult>;

/** GET /identity/tenantMembers/summary: counts for the admin's header. */
export { memberSummary };
export type MemberSummary = z.infer<typeof memberSummary>;

/** GET /identity/tenantMembers/managers: members with at least one direct report, paged. */
export const managersQuery = memberListQuery;
export const managersPage = memberPage;
export type ManagersPage = z.infer<typeof managersPage>;

/** POST /identity/tenantMembers/export: body filters (all optional); answers `text/csv`. */
export const memberExportQuery = memberExportRequest;
export type MemberExportQuery = z.infer<typeof memberExportQuery>;

/** The single-member actions (role, suspend, unsuspend, welcome) answer the updated member. */
export const memberActionResponse = tenantMember;

// ---- Invitations -----------------------------------------------------------------------------

/**
 * POST /identity/invitations/accept (public, rate-limited): the token from the welcome mail's
 * link (`/accept-invitation?token=...`) and the chosen password. Marks the member `joined` and
 * signs them in on the tenant's host (see `acceptInvitationResponse`). An expired,
 * used or unknown token is a 400 ValidationError on `token`.
 */
export const acceptInvitationRequest = z.object({
  token: z.string().min(1).max(200),
  password: newPassword,
});
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>;

/**
 * What accepting answers, as a login does: a tenant `accessToken`, or (for an account that already
 * has a second factor) a `challenge` to complete at sign-in.
 */
export const acceptInvitationResponse = loginResponse;
