import { z } from 'zod';
import {
  type AwardType,
  type AwardTypeRequest,
  awardPointsSchema,
  awardTexts,
  awardTypeDescriptionMaxLength,
  awardTypeRequest,
} from '#shared/contract/award';
import type { PickedRecipient } from '../../../components/recipients-picker.tsx';
import { fromZonedInput, toZonedInput } from '../../../lib/zoned-input.ts';

/** A listed nominator or candidate as the form keeps it. */
export type PickedMember = { id: string; name: string };

export const pinChoices = ['1', '3', '7', '0'] as const;

/** Not shown in the spec (001 §5 "Award type form validation beyond the above"): our words. */
export const awardTypeFormTexts = {
  bankRequired: 'Choose the point bank that pays for the points',
  windowOrder: 'The window must close after it opens',
} as const;

/**
 * The award type form (001 §3): the contract's fields, with the window as datetime-local text on
 * the wall clock of the member's zone (`useDates().timeZone`; undefined: the browser's) and the
 * people as picked names; `awardTypeRequestOf` turns it into the call's body.
 */
const awardTypeFields = z.object({
  name: awardTypeRequest.shape.name,
  description: z.string().trim().max(awardTypeDescriptionMaxLength),
  points: awardPointsSchema
    .nullable()
    .refine((points) => points !== null, { error: awardTexts.pointsRequired }),
  pointsLocked: z.boolean(),
  budgetItemId: z.string().nullable(),
  mediaObjectId: z.string().nullable(),
  senders: z.array(z.custom<PickedRecipient>()),
  pinForDays: z.enum(pinChoices),
  notify: z.boolean(),
  nomination: z.boolean(),
  nominationStartAt: z.string(),
  nominationEndAt: z.string(),
  maxNominations: z.number().int().min(1, { error: 'Allow at least one nomination' }).nullable(),
  tenantWideNominators: z.boolean(),
  tenantWideCandidates: z.boolean(),
  nominators: z.array(z.custom<PickedMember>()),
  candidates: z.array(z.custom<PickedMember>()),
});
export type AwardTypeForm = z.input<typeof awardTypeFields>;
export type AwardTypeFormOutput = z.output<typeof awardTypeFields>;

/** The form's schema, its window read in `timeZone`: the order is the instants'. */
export function awardTypeForm(timeZone: string | undefined) {
  return awardTypeFields.superRefine((form, context) => {
    if ((form.points ?? 0) > 0 && !form.budgetItemId) {
      context.addIssue({ code: 'custom', path: ['budgetItemId'], message: awardTypeFormTexts.bankRequired });
    }
    // The window may stay open-ended: "Start nominations" on the view page opens it now.
    if (!form.nomination || !form.nominationStartAt || !form.nominationEndAt) return;
    const start = fromZonedInput(form.nominationStartAt, timeZone);
    const end = fromZonedInput(form.nominationEndAt, timeZone);
    if (start && end && Date.parse(end) <= Date.parse(start)) {
      context.addIssue({
        code: 'custom',
        path: ['nominationEndAt'],
        message: awardTypeFormTexts.windowOrder,
      });
    }
  });
}

/** An ISO instant as a datetime-local field's text, on the wall clock of `timeZone` (minutes). */
export function toWindowInput(iso: string | null, timeZone: string | undefined): string {
  return iso ? toZonedInput(iso, timeZone) : '';
}

/** A datetime-local field's text read on the wall clock of `timeZone`, as an ISO instant. */
export const fromWindowInput = (text: string, timeZone: string | undefined): string | null =>
  text ? fromZonedInput(text, timeZone) : null;

export function emptyAwardTypeForm(nomination: boolean): AwardTypeForm {
  return {
    name: '',
    description: '',
    points: 0,
    pointsLocked: false,
    budgetItemId: null,
    mediaObjectId: null,
    senders: [],
    pinForDays: '0',
    notify: true,
    nomination,
    nominationStartAt: '',
    nominationEndAt: '',
    maxNominations: nomination ? 1 : null,
    tenantWideNominators: true,
    tenantWideCandidates: true,
    nominators: [],
    candidates: [],
  };
}

/** A saved type as the form shows it; listed people get their names from `names` (id → name). */
export function awardTypeToForm(
  type: AwardType,
  names: ReadonlyMap<string, string>,
  timeZone: string | undefined,
): AwardTypeForm {
  const person = (id: string): PickedMember => ({ id, name: names.get(id) ?? id });
  return {
    name: type.name,
    description: type.description,
    points: type.points,
    pointsLocked: type.pointsLocked,
    budgetItemId: type.budgetItemId,
    mediaObjectId: type.mediaObjectId,
    senders: type.senders.map((sender) => ({
      id: sender.id,
      type: sender.type,
      name: sender.displayData.name,
      avatarUrl: null,
    })),
    pinForDays: String(type.pinForDays ?? 0) as AwardTypeForm['pinForDays'],
    notify: type.notify,
    nomination: type.nomination,
    nominationStartAt: toWindowInput(type.nominationStartAt, timeZone),
    nominationEndAt: toWindowInput(type.nominationEndAt, timeZone),
    maxNominations: type.maxNominations,
    tenantWideNominators: type.tenantWideNominators,
    tenantWideCandidates: type.tenantWideCandidates,
    nominators: type.nominators.map(person),
    candidates: type.candidates.map(person),
  };
}

export function awardTypeRequestOf(
  form: AwardTypeFormOutput,
  timeZone: string | undefined,
): AwardTypeRequest {
  const pin = Number(form.pinForDays);
  return {
    name: form.name,
    description: form.description,
    points: form.points ?? 0,
    pointsLocked: form.pointsLocked,
    budgetItemId: form.budgetItemId,
    mediaObjectId: form.mediaObjectId,
    senders: form.senders.map((sender) => ({ id: sender.id, type: sender.type })),
    pinForDays: pin === 0 ? null : (pin as 1 | 3 | 7),
    notify: form.notify,
    nomination: form.nomination,
    nominationStartAt: form.nomination ? fromWindowInput(form.nominationStartAt, timeZone) : null,
    nominationEndAt: form.nomination ? fromWindowInput(form.nominationEndAt, timeZone) : null,
    maxNominations: form.nomination ? form.maxNominations : null,
    tenantWideNominators: form.tenantWideNominators,
    tenantWideCandidates: form.tenantWideCandidates,
    nominators: form.tenantWideNominators ? [] : form.nominators.map((member) => member.id),
    candidates: form.tenantWideCandidates ? [] : form.candidates.map((member) => member.id),
  };
}
