import { z } from 'zod';
import {
  type AwardSendRequest,
  awardMessageMaxLength,
  awardPointsSchema,
  awardTexts,
  type NominationRequest,
} from '#shared/contract/award';
import { textToMessageHtml } from '#shared/message-html';
import type { PickedRecipient } from '../../../components/recipients-picker.tsx';

/**
 * A limited text with the spec's own words (001 §5). A refinement rather than `.max()`: the form
 * layer words every plain length limit alike, and these two limits have texts of their own.
 */
const limitedText = (required: string, tooLong: string) =>
  z
    .string()
    .refine((text) => text.trim().length > 0, { error: required })
    .refine((text) => text.trim().length <= awardMessageMaxLength, { error: tooLong });

/** The send-award dialog (001 §5 "Award send"); `amount` is null while the field is empty. */
export const sendAwardForm = z.object({
  recipients: z.array(z.custom<PickedRecipient>()).min(1, { error: awardTexts.selectRecipient }),
  amount: awardPointsSchema
    .nullable()
    .refine((amount) => amount !== null, { error: awardTexts.pointsRequired }),
  message: limitedText(awardTexts.provideMessage, awardTexts.messageTooLong),
});
export type SendAwardForm = z.input<typeof sendAwardForm>;

export const sendToOf = (recipients: PickedRecipient[]): AwardSendRequest['sendTo'] =>
  recipients.map((recipient) => ({ id: recipient.id, type: recipient.type, name: recipient.name }));

export function sendAwardBody(awardTypeId: string, form: z.output<typeof sendAwardForm>): AwardSendRequest {
  return {
    awardTypeId,
    amount: form.amount ?? 0,
    message: textToMessageHtml(form.message.trim()),
    sendTo: sendToOf(form.recipients),
  };
}

/**
 * What the amount field takes: whole non-negative numbers only; anything else leaves the field
 * empty (null) so "Points required" says what is missing.
 */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** A candidate as the nomination dialog keeps it. */
export type PickedNominee = { id: string; name: string };

/** The send-nomination dialog (001 §5 "Nomination"). */
export const nominationForm = z.object({
  nominee: z
    .custom<PickedNominee | null>()
    .refine((nominee) => !!nominee, { error: awardTexts.nomineeRequired }),
  message: limitedText(awardTexts.reasonRequired, awardTexts.reasonTooLong),
});
export type NominationForm = z.input<typeof nominationForm>;

export function nominationBody(form: z.output<typeof nominationForm>): NominationRequest {
  return { nomineeId: form.nominee?.id ?? '', message: textToMessageHtml(form.message.trim()) };
}
