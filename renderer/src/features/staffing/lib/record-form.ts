import { z } from 'zod';
import {
  type PatchStaffRecordRequest,
  patchStaffRecordRequest,
  type StaffRecord,
  segmentKinds,
} from '#shared/contract/staffing';

const shape = patchStaffRecordRequest.shape;
/** A field the form holds as text ('' when empty) that the API takes as a value or null. */
const blankIsNull = <T extends z.ZodType<unknown, string | null>>(schema: T) =>
  z
    .string()
    .transform((value) => (value.trim() === '' ? null : value.trim()))
    .pipe(schema);

/**
 * The record's edit form: every field as text, checked by the contract's own rules (PATCH
 * /identity/staffRecords/{id}), with an empty field meaning "none".
 */
export const recordForm = z.object({
  firstName: shape.firstName.unwrap(),
  lastName: shape.lastName.unwrap(),
  managerEmployeeId: shape.managerEmployeeId.unwrap(),
  jobTitle: shape.jobTitle.unwrap(),
  startDate: blankIsNull(shape.startDate.unwrap()),
  birthday: blankIsNull(shape.birthday.unwrap()),
  segments: shape.segments.unwrap(),
});
/** What the fields hold: text, '' when empty. */
export type RecordFormValues = z.input<typeof recordForm>;
export type RecordFormOutput = z.output<typeof recordForm>;

export const recordFormFields = [
  'firstName',
  'lastName',
  'managerEmployeeId',
  'jobTitle',
  'startDate',
  'birthday',
  'segments',
] as const;

/** The form's starting values from a stored record ('' for every empty field). */
export function recordFormValues(record: StaffRecord): RecordFormValues {
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    managerEmployeeId: record.managerEmployeeId ?? '',
    jobTitle: record.jobTitle ?? '',
    startDate: record.startDate ?? '',
    birthday: record.birthday ?? '',
    segments: Object.fromEntries(segmentKinds.map((kind) => [kind, record.segments[kind] ?? ''])),
  };
}

/** The PATCH body: the checked values, every segment named (null clears it). */
export function recordPatch(values: RecordFormOutput): PatchStaffRecordRequest {
  return {
    ...values,
    segments: Object.fromEntries(segmentKinds.map((kind) => [kind, values.segments[kind] ?? null])),
  };
}
