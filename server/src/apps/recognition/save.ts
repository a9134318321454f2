import { and, eq, inArray } from 'drizzle-orm';
import type { ErrorBody } from '#shared/contract/common';
import { errorNames } from '#shared/contract/common';
import {
  type RecognitionRequest,
  recognitionMessageMaxLength,
  recognitionMessageTooLong,
  recognitionTexts,
} from '#shared/contract/recognition';
import type { Tx } from '../../db/client.ts';
import { recognitionQualities, recognitions, scheduledPublications } from '../../db/schema.ts';
import { ApiError, forbidden } from '../../http/errors.ts';
import { type ResolvedRecipient, resolveRecipients } from '../../kernel/recipients.ts';
import { plainText, sanitizeMessage } from '../../kernel/sanitize.ts';
import { completedUploads } from '../../kernel/uploads.ts';
import {
  planSend,
  pointsExceptionError,
  publishDraft,
  publishNew,
  type RecognitionRow,
  saveRecipients,
} from './publish.ts';
import { archivedQualityIds, qualitiesRequired } from './values-store.ts';

export type SendRights = { sendPoints: boolean; schedule: boolean };

type Detail = NonNullable<ErrorBody['details']>[number];
const detail = (path: string, message: string): Detail => ({ type: 'custom', path, message });

/**
 * Creates or updates a recognition from the send payload (001 §4): a draft is stored as is;
 * `published` with `scheduledAt` is stored as a draft with a publication job; `published`
 * without it is published at once, moving points. Every rule that fails is reported together.
 */
export async function saveRecognition(
  tx: Tx,
  input: {
    tenantId: string;
    senderId: string;
    body: RecognitionRequest;
    rights: SendRights;
    now: Date;
    existing?: RecognitionRow;
  },
): Promise<{
  row: RecognitionRow;
  published: ResolvedRecipient[] | null;
  /** The recipient rows just saved: member id to points received. */
  shares: Map<string, number>;
}> {
  const { body, now, tenantId, senderId } = input;
  if (body.amount > 0 && !input.rights.sendPoints) throw forbidden('You cannot send points');
  const publishing = body.status === 'published';
  const scheduledAt = publishing && body.scheduledAt ? new Date(body.scheduledAt) : null;
  if (scheduledAt && !input.rights.schedule) throw forbidden('You cannot schedule recognitions');

  const message = sanitizeMessage(body.message);
  const problems: Detail[] = [];
  if (scheduledAt && scheduledAt.getTime() <= now.getTime()) {
    problems.push(detail('scheduledAt', 'Start date must be in the future'));
  }
  if (publishing && body.sendTo.length === 0) problems.push(detail('sendTo', 'Select a recipient'));
  if (publishing && plainText(message) === '') problems.push(detail('message', 'Provide a message'));
  // Counted as the person typed it, as the send form's counter counts (drafts too).
  if (recognitionMessageTooLong(message)) {
    problems.push({
      type: 'too_big',
      path: 'message',
      message: recognitionTexts.messageTooLong,
      maximum: recognitionMessageMaxLength,
      origin: 'string',
    });
  }

  const qualityIds = [...new Set(body.qualityIds)];
  const known = qualityIds.length
    ? await tx
        .select({ id: recognitionQualities.id })
        .from(recognitionQualities)
        .where(inArray(recognitionQualities.id, qualityIds))
    : [];
  const knownIds = new Set(known.map((q) => q.id));
  // A draft saved before its quality was archived keeps it; a new choice must be a live quality.
  const kept = new Set(input.existing?.qualityIds ?? []);
  const archived = await archivedQualityIds(
    tx,
    qualityIds.filter((id) => !kept.has(id)),
  );
  qualityIds.forEach((id, index) => {
    if (!knownIds.has(id)) problems.push(detail(`qualityIds.${index}`, 'This quality does not exist'));
    else if (archived.has(id)) problems.push(detail(`qualityIds.${index}`, 'This quality is archived'));
  });
  if (publishing && qualityIds.length === 0 && (await qualitiesRequired(tx))) {
    problems.push(detail('qualities', 'Qualities are required'));
  }

  const attachmentIds = [...new Set(body.attachments)];
  if (attachmentIds.length > 0) {
    // Only files the sender finished uploading as attachments in this tenant.
    const { uploads } = await completedUploads(
      tx,
      { tenantId, memberId: senderId },
      'recognition',
      attachmentIds,
    );
    attachmentIds.forEach((id, index) => {
      if (!uploads.has(id))
        problems.push(detail(`attachments.${index}`, 'This attachment has not been uploaded'));
    });
  }
  let recipients: ResolvedRecipient[] = [];
  try {
    recipients = await resolveRecipients(tx, body.sendTo, senderId);
  } catch (error) {
    if (!(error instanceof ApiError) || !Array.isArray(error.details)) throw error;
    problems.unshift(...error.details);
  }
  if (problems.length > 0) {
    throw new ApiError(400, errorNames.validation, problems[0]?.message ?? 'Invalid input', problems);
  }

  const values = {
    message,
    amount: body.amount,
    tenantWide: body.tenantWide,
    sendTo: body.sendTo,
    qualityIds,
    attachmentIds,
    gif: body.gifs[0] ?? null,
    refinementId: body.refinementId,
    scheduledAt,
    updatedAt: now,
  };
  if (publishing && !scheduledAt) {
    // Published now: planned and stored in one pass, the recipients saved once with their shares.
    const options = { ignoreExceptions: body.ignoreExceptions, now, recipients };
    if (!input.existing) {
      const sent = await publishNew(tx, { ...values, tenantId, senderId, createdAt: now }, options);
      return { row: sent.row, published: sent.recipients, shares: sent.shares };
    }
    const sent = await publishDraft(tx, input.existing, { ...options, changes: values });
    if (!sent) throw new ApiError(409, errorNames.conflict, 'This recognition was published meanwhile');
    return { row: sent.row, published: sent.recipients, shares: sent.shares };
  }

  let row: RecognitionRow | undefined;
  if (input.existing) {
    [row] = await tx
      .update(recognitions)
      .set(values)
      .where(and(eq(recognitions.id, input.existing.id), eq(recognitions.status, 'draft')))
      .returning();
    await tx.delete(scheduledPublications).where(eq(scheduledPublications.recognitionId, input.existing.id));
  } else {
    [row] = await tx
      .insert(recognitions)
      .values({ ...values, tenantId, senderId, status: 'draft', createdAt: now })
      .returning();
  }
  if (!row) throw new ApiError(409, errorNames.conflict, 'This recognition was published meanwhile');
  await saveRecipients(tx, row, recipients, undefined, !input.existing);
  const shares = new Map(recipients.map((r) => [r.memberId, 0]));

  if (!scheduledAt) return { row, published: null, shares };
  // Warn now about what would be adjusted; the publisher sends the adjusted amounts later.
  if (!body.ignoreExceptions) {
    const plan = await planSend(tx, { tenantId, senderId, amount: body.amount, recipients, now });
    if (plan.exceptions.length > 0) throw pointsExceptionError(plan.exceptions, plan.total, plan.balance);
  }
  await tx.insert(scheduledPublications).values({ recognitionId: row.id, tenantId, runAt: scheduledAt });
  return { row, published: null, shares };
}
