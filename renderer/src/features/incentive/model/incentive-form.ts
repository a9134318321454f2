import { z } from 'zod';
import {
  type Incentive,
  type IncentiveRequestInput,
  incentiveClaimLimits,
  incentivePeriods,
  incentiveProofKinds,
  incentiveRequest,
  incentiveReviewerKinds,
  incentiveTexts,
} from '#shared/contract/incentive';
import type { PickedMember } from '../../../components/members-picker.tsx';
import type { PickedRecipient } from '../../../components/recipients-picker.tsx';
import { fromZonedInput, toZonedInput } from '../../../lib/zoned-input.ts';

export const pinChoices = ['1', '3', '7', '0'] as const;

/**
 * The incentive form (docs/incentive.md): the contract's fields, the window as datetime-local
 * text on the member's wall clock, points as typed, the description as plain text (paragraphs by
 * line), the audience and reviewers as picked names. `incentiveRequestOf` makes the call's body.
 */
const incentiveFields = z.object({
  name: incentiveRequest.shape.name,
  description: z.string(),
  // Empty reads as 0: recognition without points.
  points: z.string().trim().regex(/^\d*$/, { error: incentiveTexts.pointsWhole }),
  budgetItemId: z.string().nullable(),
  badgeMediaId: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  everyone: z.boolean(),
  audience: z.array(z.custom<PickedRecipient>()),
  proof: z.enum(incentiveProofKinds),
  claimLimit: z.enum(incentiveClaimLimits),
  claimPeriod: z.enum(incentivePeriods),
  reviewerKind: z.enum(incentiveReviewerKinds),
  reviewerMembers: z.array(z.custom<PickedMember>()),
  reviewerTeams: z.array(z.custom<PickedRecipient>()),
  pinForDays: z.enum(pinChoices),
});
export type IncentiveForm = z.input<typeof incentiveFields>;

/** The form's schema, its window read in `timeZone`; `publish` asks for both dates. */
export function incentiveForm(timeZone: string | undefined, publish: () => boolean) {
  return incentiveFields.superRefine((form, context) => {
    if (Number(form.points) > 0 && !form.budgetItemId)
      context.addIssue({ code: 'custom', path: ['budgetItemId'], message: incentiveTexts.bankRequired });
    const start = form.startAt ? fromZonedInput(form.startAt, timeZone) : null;
    const end = form.endAt ? fromZonedInput(form.endAt, timeZone) : null;
    if (publish() && !start)
      context.addIssue({ code: 'custom', path: ['startAt'], message: incentiveTexts.datesRequired });
    if (publish() && !end)
      context.addIssue({ code: 'custom', path: ['endAt'], message: incentiveTexts.datesRequired });
    if (start && end && end <= start)
      context.addIssue({ code: 'custom', path: ['endAt'], message: incentiveTexts.endBeforeStart });
    if (form.reviewerKind === 'members' && form.reviewerMembers.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['reviewerMembers'],
        message: incentiveTexts.reviewersRequired,
      });
    if (form.reviewerKind === 'teams' && form.reviewerTeams.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['reviewerTeams'],
        message: incentiveTexts.reviewersRequired,
      });
  });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as HTML paragraphs, one a line; blank lines dropped. */
export function textToHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** Sanitized HTML back to text, a line a paragraph (the form edits text). */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<\/p>\s*<p>/g, '</p>\n<p>').replace(/<br\s*\/?>/g, '\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '').trim();
}

export function emptyIncentiveForm(): IncentiveForm {
  return {
    name: '',
    description: '',
    points: '0',
    budgetItemId: null,
    badgeMediaId: null,
    startAt: '',
    endAt: '',
    everyone: true,
    audience: [],
    proof: 'none',
    claimLimit: 'once',
    claimPeriod: 'month',
    reviewerKind: 'managers',
    reviewerMembers: [],
    reviewerTeams: [],
    pinForDays: '0',
  };
}

/** A saved incentive as the form edits it; a duplicate drops the dates (and keeps no claims). */
export function incentiveToForm(
  item: Incentive,
  timeZone: string | undefined,
  duplicate = false,
): IncentiveForm {
  const picked = (s: Incentive['audience'][number]): PickedRecipient => ({
    id: s.id,
    type: s.type,
    name: s.displayData.name,
    avatarUrl: null,
    memberCount: s.displayData.activeMemberCount,
  });
  return {
    name: item.name,
    description: htmlToText(item.description),
    points: String(item.points),
    budgetItemId: item.budgetItemId,
    badgeMediaId: item.badgeMediaId,
    startAt: !duplicate && item.startAt ? toZonedInput(item.startAt, timeZone) : '',
    endAt: !duplicate && item.endAt ? toZonedInput(item.endAt, timeZone) : '',
    everyone: item.audience.length === 0,
    audience: item.audience.map(picked),
    proof: item.proof,
    claimLimit: item.claimLimit,
    claimPeriod: item.claimPeriod ?? 'month',
    reviewerKind: item.reviewerKind,
    reviewerMembers:
      item.reviewerKind === 'members'
        ? item.reviewers.map((r) => ({ id: r.id, name: r.displayData.name }))
        : [],
    reviewerTeams: item.reviewerKind === 'teams' ? item.reviewers.map(picked) : [],
    pinForDays: String(item.pinForDays ?? 0) as IncentiveForm['pinForDays'],
  };
}

export function incentiveRequestOf(
  form: IncentiveForm,
  timeZone: string | undefined,
  publish: boolean,
): IncentiveRequestInput {
  return {
    name: form.name.trim(),
    description: textToHtml(form.description),
    points: Number(form.points),
    budgetItemId: form.budgetItemId,
    badgeMediaId: form.badgeMediaId,
    startAt: form.startAt ? fromZonedInput(form.startAt, timeZone) : null,
    endAt: form.endAt ? fromZonedInput(form.endAt, timeZone) : null,
    audience: form.everyone ? [] : form.audience.map((a) => ({ id: a.id, type: a.type })),
    proof: form.proof,
    claimLimit: form.claimLimit,
    claimPeriod: form.claimLimit === 'perPeriod' ? form.claimPeriod : null,
    reviewerKind: form.reviewerKind,
    reviewerIds:
      form.reviewerKind === 'members'
        ? form.reviewerMembers.map((m) => m.id)
        : form.reviewerKind === 'teams'
          ? form.reviewerTeams.map((t) => t.id)
          : [],
    pinForDays: form.pinForDays === '0' ? null : (Number(form.pinForDays) as 1 | 3 | 7),
    publish,
  };
}
