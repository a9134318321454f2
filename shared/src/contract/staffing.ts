import { z } from 'zod';
import { invitationStatuses, type SegmentKind, segmentKinds } from '../constants.ts';
import { commaList, idSchema, isoDateTime, pageOf, pageQuery } from './common.ts';
import { flowBase } from './flows.ts';
import { monthDay, staffProfileTextMaxLength } from './identity.ts';

export { type SegmentKind, segmentKinds };

/**
 * HR records (000 §2 "HR records", hrIntegrationApp, identityApp importStaffRecords /
 * exportStaffRecords / editSegments): one staff record per employee, linked to the member with
 * the same e-mail. A record's job title, department, location, start date and birthday are
 * copied to that member's public profile, and its manager line sets the member's manager, so the
 * reporting tree (`hasReports`) follows the HR system.
 */

export const segmentKind = z.enum(segmentKinds);

/** The CSV columns, in the order an export writes them. Headers match ignoring case, spaces, `_` and `-`. */
export const staffRecordColumns = [
  'employeeId',
  'firstName',
  'lastName',
  'email',
  'managerEmployeeId',
  'jobTitle',
  'startDate',
  'birthday',
  ...segmentKinds,
] as const;
export type StaffRecordColumn = (typeof staffRecordColumns)[number];
/** A file without one of these columns is refused as a whole. */
export const requiredStaffRecordColumns = ['employeeId', 'firstName', 'lastName', 'email'] as const;

/** The largest CSV an import takes, and the most rows. */
export const staffImportMaxBytes = 50 * 1024 * 1024;
export const staffImportMaxRows = 100_000;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Use at most ${max} characters` });
const optionalText = text(staffProfileTextMaxLength)
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

/** A record as the API answers it. */
export const staffRecord = z.object({
  id: idSchema,
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  managerEmployeeId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  /** YYYY-MM-DD. */
  startDate: z.string().nullable(),
  /** MM-DD: HR records keep no birth year. */
  birthday: z.string().nullable(),
  segments: z.object(
    Object.fromEntries(segmentKinds.map((kind) => [kind, z.string().nullable()])),
  ) as z.ZodObject<Record<SegmentKind, z.ZodNullable<z.ZodString>>>,
  /** The member with this e-mail, once there is one. */
  memberId: idSchema.nullable(),
  invitationStatus: z.enum(invitationStatuses).nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type StaffRecord = z.infer<typeof staffRecord>;

export const staffRecordSortings = [
  'lastName',
  '-lastName',
  'employeeId',
  '-employeeId',
  'updatedAt',
  '-updatedAt',
] as const;
export const staffRecordListQuery = pageQuery.extend({
  /** Matches name, e-mail, employee id or job title. */
  search: z.string().trim().max(100).optional(),
  segmentKind: segmentKind.optional(),
  segmentValue: z.string().max(staffProfileTextMaxLength).optional(),
  /** Only records without a member, or only with one. */
  linked: z.enum(['true', 'false']).optional(),
  sorting: z.enum(staffRecordSortings).default('lastName'),
});
export type StaffRecordListQuery = z.input<typeof staffRecordListQuery>;
export const staffRecordPage = pageOf(staffRecord);
export type StaffRecordPage = z.infer<typeof staffRecordPage>;

/** PATCH /identity/staffRecords/{id}: the fields an admin edits by hand (employee id and e-mail stay). */
export const patchStaffRecordRequest = z
  .object({
    firstName: text(100).min(1, { error: 'Enter a first name' }),
    lastName: text(100).min(1, { error: 'Enter a last name' }),
    managerEmployeeId: text(64)
      .nullable()
      .transform((value) => (value ? value : null)),
    jobTitle: optionalText,
    startDate: z.iso.date({ error: 'Enter a date as YYYY-MM-DD' }).nullable(),
    birthday: monthDay.nullable(),
    segments: z
      .object(
        Object.fromEntries(segmentKinds.map((kind) => [kind, optionalText])) as Record<
          SegmentKind,
          typeof optionalText
        >,
      )
      .partial(),
  })
  .partial()
  .strict();
export type PatchStaffRecordRequest = z.input<typeof patchStaffRecordRequest>;

/** GET /identity/segments: every value in use per kind, sorted, for filters and team rules. */
export const segmentValues = z.record(segmentKind, z.array(z.string()));
export type SegmentValues = z.infer<typeof segmentValues>;

// ---- CSV import: a flow at /identity/staffImports ----------------------------------------------
// init: POST multipart with one part `file` (text/csv). A file that is not CSV, too big, empty,
// or whose header lacks a required column or names an unknown one is a 400 ValidationError with
// one sentence, and no flow is made.

export const staffImportRowOutcomes = ['new', 'changed', 'unchanged', 'invalid'] as const;
export type StaffImportRowOutcome = (typeof staffImportRowOutcomes)[number];

export const staffImportOptions = z.object({
  /** Make a (not invited) member for each record whose e-mail is not a member yet. */
  createMembers: z.boolean(),
  /** Execute with invalid rows, leaving them out; otherwise execute is refused while any row is invalid. */
  skipInvalidRows: z.boolean(),
});
export type StaffImportOptions = z.infer<typeof staffImportOptions>;

export const staffImportCounts = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
});

export const staffImportResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  membersCreated: z.number().int(),
  membersLinked: z.number().int(),
  /** Members this import made who are not invited yet: the batch invite's starting list. */
  notInvited: z.number().int(),
});
export type StaffImportResult = z.infer<typeof staffImportResult>;

export const staffImport = flowBase.extend({
  fileName: z.string(),
  options: staffImportOptions,
  counts: staffImportCounts,
  result: staffImportResult.nullable(),
});
export type StaffImport = z.infer<typeof staffImport>;

/** PUT /identity/staffImports/{id}. */
export const updateStaffImportRequest = staffImportOptions.partial().strict();

export const staffImportRowError = z.object({
  /** The column at fault, or null for the row as a whole (a duplicate, a manager cycle). */
  column: z.enum(staffRecordColumns).nullable(),
  message: z.string(),
});

export const staffImportRow = z.object({
  /** The line in the file (the header is line 1). */
  line: z.number().int(),
  outcome: z.enum(staffImportRowOutcomes),
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** For `changed`: the columns that differ from the stored record. */
  changes: z.array(z.enum(staffRecordColumns)),
  /** For `invalid`: every reason, in column order. */
  errors: z.array(staffImportRowError),
});
export type StaffImportRow = z.infer<typeof staffImportRow>;

/** GET /identity/staffImports/{id}/rows: the preview's rows, in file order. */
export const staffImportRowQuery = pageQuery.extend({
  outcomeIn: commaList(z.enum(staffImportRowOutcomes)).optional(),
});
export type StaffImportRowQuery = z.input<typeof staffImportRowQuery>;
export const staffImportRowPage = pageOf(staffImportRow);
export type StaffImportRowPage = z.infer<typeof staffImportRowPage>;

// ---- Batch invite: a flow at /identity/batchInvites --------------------------------------------

/** init: the members an import made, or the members named. */
export const createBatchInviteRequest = z.union([
  z.object({ importId: idSchema }).strict(),
  z.object({ memberIds: z.array(idSchema).min(1).max(10_000) }).strict(),
]);
export type CreateBatchInviteRequest = z.infer<typeof createBatchInviteRequest>;

export const batchInviteOptions = z.object({
  /** Members the admin took off the list. */
  excludeMemberIds: z.array(idSchema).max(10_000),
  /** Send again to members already invited (a reminder); those who joined are never mailed. */
  includeInvited: z.boolean(),
});
export type BatchInviteOptions = z.infer<typeof batchInviteOptions>;

export const batchInvite = flowBase.extend({
  options: batchInviteOptions,
  counts: z.object({
    /** Who execute would mail now. */
    recipients: z.number().int(),
    alreadyInvited: z.number().int(),
    joined: z.number().int(),
    suspended: z.number().int(),
    excluded: z.number().int(),
  }),
  result: z.object({ sent: z.number().int() }).nullable(),
});
export type BatchInvite = z.infer<typeof batchInvite>;

export const updateBatchInviteRequest = batchInviteOptions.partial().strict();

/** GET /identity/batchInvites/{id}/members: the list with each member's standing. */
export const batchInviteMember = z.object({
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  invitationStatus: z.enum(invitationStatuses),
  suspended: z.boolean(),
  excluded: z.boolean(),
  /** Whether execute would mail them with the current options. */
  willBeInvited: z.boolean(),
});
export type BatchInviteMember = z.infer<typeof batchInviteMember>;
export const batchInviteMemberPage = pageOf(batchInviteMember);
export type BatchInviteMemberPage = z.infer<typeof batchInviteMemberPage>;
