import { z } from 'zod';
import { segmentKinds, teamTypes } from '../constants.ts';
import { type TeamObjectPermission, teamObjectPermissions } from '../permissions.ts';
import { commaList, idSchema, isoDateTime, mediaSchema, pageOf, pageQuery } from './common.ts';

export { type TeamObjectPermission, teamObjectPermissions };

// ---- Teams (000 §3 team, §6 team object permissions) -----------------------------------------

/** The most characters a team name and description may have. */
export const teamNameMaxLength = 120;
export const teamDescriptionMaxLength = 2000;
/** The most members one add or remove request may name. */
export const teamMembersBatchMax = 500;

export const teamType = z.enum(teamTypes);
export type TeamType = z.infer<typeof teamType>;

/**
 * An automated team's rules (000 §3 team segment kinds): a member belongs when their HR record
 * matches every rule, and a rule matches when the record's segment is one of its values (letter
 * case ignored). Membership is recomputed whenever records or rules change; nobody is added or
 * removed by hand.
 */
export const teamSegmentRule = z.object({
  kind: z.enum(segmentKinds),
  values: z.array(z.string().trim().min(1).max(120)).min(1, { error: 'Choose at least one value' }).max(100),
});
export type TeamSegmentRule = z.infer<typeof teamSegmentRule>;
export const teamAutomation = z.object({
  rules: z.array(teamSegmentRule).min(1, { error: 'Add at least one rule' }).max(7),
});
export type TeamAutomation = z.infer<typeof teamAutomation>;

/** A quick team stands for one segment value (one team per department, say). */
export const quickTeamSource = z.object({ kind: z.enum(segmentKinds), value: z.string() });
export type QuickTeamSource = z.infer<typeof quickTeamSource>;

export const team = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  type: teamType,
  /** Members of the team who are not suspended. */
  activeMemberCount: z.number().int(),
  /** The rules of an automated team; null for other types. */
  automation: teamAutomation.nullable(),
  /** The segment value a quick team stands for; null for other types. */
  quickTeamSource: quickTeamSource.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  /** What the caller may do with this team: edit (name, description), delete, manageMembers. */
  permissions: z.array(z.enum(teamObjectPermissions)),
});
export type Team = z.infer<typeof team>;

const teamName = z
  .string()
  .trim()
  .min(1, { error: 'Enter a team name' })
  .max(teamNameMaxLength, { error: `Use at most ${teamNameMaxLength} characters` });
const teamDescription = z
  .string()
  .trim()
  .max(teamDescriptionMaxLength, { error: `Use at most ${teamDescriptionMaxLength} characters` })
  .nullable()
  /** An empty description is stored as none. */
  .transform((value) => (value === '' ? null : value));

/** A new team is manual, or automated when it comes with rules; quick teams come from their configuration. */
export const createTeamRequest = z
  .object({
    name: teamName,
    description: teamDescription.optional(),
    automation: teamAutomation.optional(),
  })
  .strict();
export type CreateTeamRequest = z.input<typeof createTeamRequest>;

export const patchTeamRequest = z.object({ name: teamName, description: teamDescription }).partial().strict();
export type PatchTeamRequest = z.input<typeof patchTeamRequest>;

export const teamSortings = ['name', '-name', 'createdAt', '-createdAt'] as const;
export type TeamSorting = (typeof teamSortings)[number];

export const teamListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  typeIn: commaList(teamType).optional(),
  idIn: commaList(idSchema).optional(),
  /** Teams that have any of these members (suspended or not). */
  memberIdIn: commaList(idSchema).optional(),
  sorting: z.enum(teamSortings).default('name'),
});
export type TeamListQuery = z.input<typeof teamListQuery>;
export const teamPage = pageOf(team);
export type TeamPage = z.infer<typeof teamPage>;

// ---- Team members ------------------------------------------------------------------------------

/** A member as a team's member list shows them. */
export const teamMember = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  avatarUrls: mediaSchema.nullable(),
  jobTitle: z.string().nullable(),
  /** A suspended member stays in the team but is not counted in `activeMemberCount`. */
  suspended: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const teamMemberListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
});
export type TeamMemberListQuery = z.input<typeof teamMemberListQuery>;
export const teamMemberPage = pageOf(teamMember);
export type TeamMemberPage = z.infer<typeof teamMemberPage>;

/** Add or remove members: adding a member already in the team, or removing one who is not, changes nothing. */
export const teamMembersRequest = z.object({
  memberIds: z
    .array(idSchema)
    .min(1, { error: 'Choose at least one member' })
    .max(teamMembersBatchMax, { error: `Choose at most ${teamMembersBatchMax} members at a time` }),
});
export type TeamMembersRequest = z.infer<typeof teamMembersRequest>;
/** DELETE may carry the ids in the query instead of a body: `?memberIds=a,b`. */
export const teamMembersQuery = z.object({ memberIds: commaList(idSchema).optional() });
/** How many memberships a request added or removed. */
export const teamMembersResult = z.object({ count: z.number().int() });

// ---- Automation (identityApp configureTeamAutomation) ------------------------------------------

/** PUT /identity/teams/{id}/automation: new rules for an automated team; answers the team, recomputed. */
export const teamAutomationRequest = teamAutomation;
/** POST /identity/teams/automationPreview: who the rules would take in, before saving. */
export const teamAutomationPreview = z.object({
  /** Members (not suspended) whose records match. */
  count: z.number().int(),
  /** The first few of them, by name. */
  sample: z.array(teamMember).max(10),
});
export type TeamAutomationPreview = z.infer<typeof teamAutomationPreview>;

/**
 * GET/PUT /identity/quickTeams/configuration: the segment kinds that get one quick team per value.
 * Saving makes the missing quick teams, removes those of kinds no longer chosen or of values no
 * longer in use, and recomputes their members.
 */
export const quickTeamConfiguration = z.object({
  kinds: z.array(z.enum(segmentKinds)).max(segmentKinds.length),
});
export type QuickTeamConfiguration = z.infer<typeof quickTeamConfiguration>;
