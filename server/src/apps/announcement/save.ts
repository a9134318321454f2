import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { AnnouncementAudience, ParticipationKind } from '#shared/contract/announcement';
import type { Tx } from '../../db/client.ts';
import { announcements, media } from '../../db/schema.ts';
import { conflict, invalid } from '../../http/errors.ts';
import { audit } from '../../kernel/audit.ts';
import type { Services } from '../../services.ts';
import { checkAudience } from './audience.ts';
import { archiveActive, deliverPublished, syncMoves } from './delivery.ts';
import type { AnnouncementRow, Viewer } from './queries.ts';
import { cleanAnnouncementBody } from './sanitize.ts';

type Status = AnnouncementRow['status'];

/** A create or a patch merged onto the saved row: every field, and the status asked for. */
export type AnnouncementInput = {
  title: string;
  body: string;
  attachments: string[];
  startAt: Date | null;
  endAt: Date | null;
  audience: AnnouncementAudience;
  participation: ParticipationKind;
  status: Status;
};

const sameAudience = (a: AnnouncementAudience, b: AnnouncementAudience) =>
  a.wholeCompany === b.wholeCompany &&
  JSON.stringify([...a.teamIds].sort()) === JSON.stringify([...b.teamIds].sort()) &&
  JSON.stringify([...a.memberIds].sort()) === JSON.stringify([...b.memberIds].sort());

/**
 * The moves docs/announcement.md allows; anything else is a 409 with what to do instead.
 * `null` is a new announcement.
 */
function checkTransition(from: Status | null, to: Status): void {
  if (to === 'archived' && (from === null || from === 'draft')) {
    throw conflict('A draft cannot be archived: delete it instead');
  }
  if (to === 'archived' && from === 'scheduled') {
    throw conflict('A scheduled announcement is not live yet: move it back to draft instead');
  }
  if (from === 'active' && (to === 'draft' || to === 'scheduled')) {
    throw conflict(
      'A published announcement cannot go back to draft or be scheduled again: clone it instead',
    );
  }
  if (from === 'archived') {
    throw conflict('An archived announcement cannot be changed: clone it to publish it again');
  }
}

/** Dates that make sense for the status asked for, judged at `now`. */
function checkDates(input: AnnouncementInput, existing: AnnouncementRow | null, now: Date): void {
  const { status, startAt, endAt } = input;
  if (status === 'scheduled') {
    if (!startAt) throw invalid('startAt', 'Choose when to publish the announcement');
    if (startAt <= now) throw invalid('startAt', 'Choose a start in the future');
  }
  const goingLive = status === 'active' && existing?.status !== 'active';
  // Publishing a scheduled one early needs no new start; a draft asked to go live now with a
  // start in the future was most likely meant to be scheduled.
  if (goingLive && existing?.status !== 'scheduled' && startAt && startAt > now) {
    throw invalid('startAt', 'The start is in the future: schedule the announcement instead');
  }
  if (existing?.status === 'active' && startAt?.getTime() !== existing.startAt?.getTime()) {
    throw invalid('startAt', 'A published announcement keeps its start');
  }
  const effectiveStart = goingLive ? now : startAt;
  if (endAt && effectiveStart && endAt <= effectiveStart) {
    throw invalid('endAt', 'The end must be after the start');
  }
  const endChanged = endAt?.getTime() !== existing?.endAt?.getTime();
  if (endAt && status !== 'draft' && endChanged && endAt <= now) {
    throw invalid('endAt', 'The end must be in the future');
  }
}

/** Attachments and body images must be files uploaded to this tenant. */
async function checkMedia(tx: Tx, tenantId: string, ids: string[], path: string, message: string) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = new Set(
    (
      await tx
        .select({ id: media.id })
        .from(media)
        .where(and(inArray(media.id, wanted), or(eq(media.tenantId, tenantId), isNull(media.tenantId))))
    ).map((m) => m.id),
  );
  const index = ids.findIndex((id) => !found.has(id));
  if (index >= 0) throw invalid(path === 'attachments' ? `attachments.${index}` : path, message);
}

/**
 * Creates or changes an announcement in one transaction: checks, the row, its due moves, the
 * delivery when it goes live now, and the audit entry. Returns the saved row.
 */
export async function saveAnnouncement(
  services: Services,
  tx: Tx,
  viewer: Viewer,
  input: AnnouncementInput,
  existing: AnnouncementRow | null,
): Promise<AnnouncementRow> {
  const now = services.now();
  const tenantId = viewer.auth.tenantId;
  const actor = { tenantId, memberId: viewer.memberId };
  checkTransition(existing?.status ?? null, input.status);
  if (existing?.status === 'active') {
    if (!sameAudience(existing.audience, input.audience)) {
      throw conflict('The audience of a published announcement cannot change: clone it instead');
    }
    if (existing.participation !== input.participation) {
      throw conflict('A published announcement keeps what it asks of its readers: clone it instead');
    }
  }
  if (!input.title.trim()) throw invalid('title', 'Enter a title');
  const body =
    existing && input.body === existing.body
      ? { html: existing.body, imageIds: [] }
      : cleanAnnouncementBody(input.body);
  checkDates(input, existing, now);
  await checkMedia(tx, tenantId, input.attachments, 'attachments', 'This file has not been uploaded');
  await checkMedia(tx, tenantId, body.imageIds, 'body', 'An image in the text has not been uploaded');
  if (!existing || !sameAudience(existing.audience, input.audience)) await checkAudience(tx, input.audience);

  if (existing?.status === 'active' && input.status === 'archived') {
    // Content changes in the same patch are kept; then it archives.
    await tx
      .update(announcements)
      .set({
        title: input.title.trim(),
        body: body.html,
        attachmentIds: input.attachments,
        endAt: input.endAt,
        updatedAt: now,
      })
      .where(eq(announcements.id, existing.id));
    return (await archiveActive(services, tx, existing.id, actor)) ?? existing;
  }

  const goingLive = input.status === 'active' && existing?.status !== 'active';
  const values = {
    title: input.title.trim(),
    body: body.html,
    attachmentIds: input.attachments,
    status: input.status,
    startAt: goingLive ? now : input.startAt,
    endAt: input.endAt,
    audience: {
      wholeCompany: input.audience.wholeCompany,
      teamIds: input.audience.wholeCompany ? [] : [...new Set(input.audience.teamIds)],
      memberIds: input.audience.wholeCompany ? [] : [...new Set(input.audience.memberIds)],
    },
    participation: input.participation,
    publishedAt: goingLive ? now : (existing?.publishedAt ?? null),
    updatedAt: now,
  };
  let row: AnnouncementRow | undefined;
  if (existing) {
    [row] = await tx.update(announcements).set(values).where(eq(announcements.id, existing.id)).returning();
  } else {
    [row] = await tx
      .insert(announcements)
      .values({ ...values, tenantId, createdById: viewer.memberId, createdAt: now })
      .returning();
    await audit(tx, actor, {
      action: 'announcement.create',
      targetType: 'announcement',
      targetId: row?.id ?? null,
      before: null,
      after: { title: values.title, status: values.status },
    });
  }
  if (!row) throw new Error('announcement not stored');
  await syncMoves(tx, row);
  if (goingLive) await deliverPublished(services, tx, row, actor);
  return row;
}
