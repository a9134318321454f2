import { z } from 'zod';
import { maxAttachmentCount, maxPointsPerRecipient } from '#shared/constants';
import {
  gifSchema,
  type Recognition,
  type RecognitionRequest,
  recognitionMessageMaxLength,
  recognitionMessageTooLong,
  scheduledAtSchema,
} from '#shared/contract/recognition';
import type { FormAttachment } from '../../../components/attachments-field.tsx';
import type { PickedRecipient } from '../../../components/recipients-picker.tsx';
import { addDays, fromZonedInput, toZonedInput } from '../../../lib/zoned-input.ts';
import { htmlToText, type Mention, textToHtml } from './message-text.ts';

export type RecognitionForm = {
  recipients: PickedRecipient[];
  message: string;
  mentions: Mention[];
  /** null: the custom field holds nothing usable. */
  amount: number | null;
  qualityIds: string[];
  attachments: FormAttachment[];
  gif: { url: string; title?: string | null } | null;
  tenantWide: boolean;
  refinementId: string | null;
};

export const emptyForm = (): RecognitionForm => ({
  recipients: [],
  message: '',
  mentions: [],
  amount: 0,
  qualityIds: [],
  attachments: [],
  gif: null,
  tenantWide: true,
  refinementId: null,
});

export type FormRules = {
  /** floor(balance / recipients) capped at 1000; see points.ts. */
  maxPerRecipient: number;
  /** The tenant has qualities, so at least one must be picked. */
  qualitiesRequired: boolean;
};

/** The send rules of 001 §5 with their verbatim messages. */
export function recognitionFormSchema(rules: FormRules) {
  return z.object({
    recipients: z.array(z.any()).min(1, { error: 'Select a recipient' }),
    message: z
      .string()
      .refine((text) => text.trim().length > 0, { error: 'Provide a message' })
      // The server's rule on the HTML sent, counting what the person typed (a mention's markup
      // is not counted, so the text alone gives the same count).
      .superRefine((text, ctx) => {
        if (recognitionMessageTooLong(textToHtml(text, [])))
          ctx.addIssue({
            code: 'too_big',
            origin: 'string',
            maximum: recognitionMessageMaxLength,
            inclusive: true,
            input: text,
          });
      }),
    mentions: z.array(z.any()),
    amount: z
      .number({ error: 'Points amount required' })
      .int({ error: 'Points amount required' })
      .min(0, { error: 'Points amount required' })
      .max(Math.min(rules.maxPerRecipient, maxPointsPerRecipient), {
        error: `Enter a point amount that is ${Math.min(rules.maxPerRecipient, maxPointsPerRecipient)} or less`,
      }),
    qualityIds: rules.qualitiesRequired
      ? z.array(z.string()).min(1, { error: 'Qualities are required' })
      : z.array(z.string()),
    attachments: z
      .array(z.any())
      .max(maxAttachmentCount)
      .refine((items: FormAttachment[]) => items.every((item) => item.status === 'uploaded'), {
        error: 'Wait for the attachments to finish uploading',
      }),
    gif: gifSchema.nullable(),
    tenantWide: z.boolean(),
    refinementId: z.string().nullable(),
  });
}

/** "Save as draft" is offered only when the form is dirty and has recipients or a message (001 §5). */
export function canSaveDraft(form: Pick<RecognitionForm, 'recipients' | 'message'>, dirty: boolean): boolean {
  return dirty && (form.recipients.length > 0 || form.message.trim().length > 0);
}

/** The API payload of the form. */
export function toPayload(
  form: RecognitionForm,
  options: {
    status: 'draft' | 'published';
    scheduledAt?: string | null;
    ignoreExceptions?: boolean;
    sendPoints: boolean;
  },
): RecognitionRequest {
  return {
    message: textToHtml(form.message, form.mentions),
    amount: options.sendPoints ? (form.amount ?? 0) : 0,
    attachments: form.attachments.flatMap((item) => (item.mediaObjectId ? [item.mediaObjectId] : [])),
    qualityIds: form.qualityIds,
    sendTo: form.recipients.map(({ id, type }) => ({ id, type })),
    gifs: form.gif ? [form.gif] : [],
    scheduledAt: options.scheduledAt ?? null,
    status: options.status,
    ignoreExceptions: options.ignoreExceptions ?? false,
    tenantWide: form.tenantWide,
    refinementId: form.refinementId,
  };
}

/** A saved draft back into the form, to edit it. */
export function fromRecognition(recognition: Recognition): RecognitionForm {
  const { text, mentions } = htmlToText(recognition.message);
  return {
    recipients: recognition.sendTo.map((item) => ({
      id: item.id,
      type: item.type,
      name: item.displayData.name,
      avatarUrl:
        item.displayData.avatarUrls?.variants['avatar-sm'] ?? item.displayData.avatarUrls?.url ?? null,
      memberCount: item.displayData.activeMemberCount,
    })),
    message: text,
    mentions,
    amount: recognition.amount,
    qualityIds: recognition.qualityIds,
    attachments: (recognition.attachmentUrls ?? []).map((item) => ({
      key: item.mediaObjectId,
      name: item.originalFilename ?? '',
      status: 'uploaded' as const,
      mediaObjectId: item.mediaObjectId,
      previewUrl:
        item.attachmentType === 'document'
          ? null
          : (item.variants['recognition-attachment-mobile'] ?? item.url),
      error: null,
    })),
    gif: recognition.gif,
    tenantWide: recognition.tenantWide,
    refinementId: recognition.refinementId,
  };
}

/**
 * The schedule step's rules (001 §5): a valid date, in the future, sent as ISO with milliseconds
 * and Z. The value is read on the wall clock of `timeZone` (`useDates().timeZone`).
 */
export function scheduleError(
  value: string,
  timeZone: string | undefined,
  now: Date = new Date(),
): string | null {
  const date = parseZonedDateTime(value, timeZone);
  if (!date) return 'Please enter a valid date and time';
  if (!scheduledAtSchema.safeParse(date.toISOString()).success) return 'Invalid date string';
  if (date.getTime() <= now.getTime()) return 'Start date must be in the future';
  return null;
}

/** `yyyy-MM-ddTHH:mm` (a datetime-local value) on the wall clock of `timeZone`, or null. */
export function parseZonedDateTime(value: string, timeZone: string | undefined): Date | null {
  const iso = fromZonedInput(value, timeZone);
  return iso ? new Date(iso) : null;
}

/** The default schedule: the next day at 9:00 (001 §9), the member's next day. */
export function defaultSchedule(timeZone: string | undefined, now: Date = new Date()): string {
  return `${addDays(toZonedInput(now, timeZone).slice(0, 10), 1)}T09:00`;
}
