import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlaggedItem } from '#shared/contract/moderation';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { excerptOf } from '../../kernel/moderation.ts';
import { demoTvToken } from '../../seed/demo-tv.ts';
import { type AwardApp, startAwardApp } from '../../test/fixtures/award.ts';
import type { Who } from '../../test/fixtures/recognition.ts';

// The award helpers on top of the recognition ones: the comments queue holds comments on both.
let r: AwardApp;
beforeAll(async () => {
  r = await startAwardApp();
});
afterAll(() => r.t.close());

const queue = async (who: Who, name: string) => {
  const response = await r.api(who, 'GET', `/moderation/flagged/${name}`);
  expect(response.statusCode).toBe(200);
  return response.json().results as FlaggedItem[];
};
const act = (who: Who, name: string, id: string, action: 'keep' | 'remove') =>
  r.api(who, 'POST', `/moderation/flagged/${name}/${id}/${action}`);
const counts = async (who: Who) => (await r.api(who, 'GET', '/moderation/flagged/counts')).json();
const sendPublic = async (message: string) =>
  (await r.send('eve', { message: `<p>${message}</p>`, sendTo: r.to('sam') })).json().id as string;

const auditRows = (targetId: string) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
    rowsOf<{ action: string; actor_member_id: string; before: { flags: unknown[] }; after: unknown }>(
      await tx.execute(
        sql`select action, actor_member_id, before, after from audit_log where target_id = ${targetId} order by created_at`,
      ),
    ),
  );
const removedColumns = (table: 'recognitions' | 'recognition_comments' | 'award_comments', id: string) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
    rowsOf<{ removed_at: string | null; removed_by_id: string | null }>(
      await tx.execute(
        sql`select removed_at, ${sql.raw(table === 'award_comments' ? 'null' : 'removed_by_id')} as removed_by_id from ${sql.identifier(table)} where id = ${id}`,
      ),
    ),
  );

describe('flagged recognitions', () => {
  it('queue with who flagged, why and when; keep clears the flags and the recognition stays', async () => {
    const id = await sendPublic('Kept after review &amp; thanks');
    expect(
      (await r.api('max', 'PUT', `/recognition/recognitions/${id}/flags`, { reason: 'Off topic' }))
        .statusCode,
    ).toBe(200);
    expect((await r.api('sam', 'PUT', `/recognition/recognitions/${id}/flags`)).statusCode).toBe(200);
    const before = (await counts('ada')).recognition;

    const item = (await queue('ada', 'recognition')).find((i) => i.id === id);
    expect(item).toMatchObject({
      queue: 'recognition',
      excerpt: 'Kept after review & thanks',
      author: { id: r.ids.eve },
      recognitionId: id,
      flagCount: 2,
    });
    expect(item?.flags.map((f) => [f.member?.id, f.reason]).sort()).toEqual(
      [
        [r.ids.max, 'Off topic'],
        [r.ids.sam, null],
      ].sort(),
    );

    expect((await act('ada', 'recognition', id, 'keep')).statusCode).toBe(200);
    expect((await queue('ada', 'recognition')).some((i) => i.id === id)).toBe(false);
    expect((await counts('ada')).recognition).toBe(before - 1);
    expect((await r.api('max', 'GET', `/recognition/recognitions/${id}`)).statusCode).toBe(200);
    const [entry] = await auditRows(id);
    expect(entry).toMatchObject({ action: 'recognition.keepFlagged', actor_member_id: r.ids.ada });
    expect(entry?.before.flags).toHaveLength(2);
  });

  it('remove hides it from the timeline, its page and lists, and keeps it with who removed it', async () => {
    const id = await sendPublic('Removed by a moderator');
    await r.api('max', 'PUT', `/recognition/recognitions/${id}/flags`, { reason: 'Rude' });
    const timelineIds = async (who: Who) =>
      ((await r.api(who, 'GET', '/timeline/items?pageSize=50')).json().results as { id: string }[]).map(
        (item) => item.id,
      );
    const tvIds = async () =>
      (
        (
          await r.t.request({
            method: 'GET',
            url: `/api/recognition/tv/${demoTvToken}/recognitions`,
            host: 'acme',
          })
        ).json().results as { id: string }[]
      ).map((item) => item.id);
    expect(await timelineIds('max')).toContain(id);
    expect(await tvIds()).toContain(id);

    expect((await act('ada', 'recognition', id, 'remove')).statusCode).toBe(200);
    for (const who of ['max', 'eve', 'sam', 'ada'] as const) {
      expect(await timelineIds(who)).not.toContain(id);
      expect((await r.api(who, 'GET', `/recognition/recognitions/${id}`)).statusCode).toBe(404);
    }
    const sent = (
      await r.api('eve', 'GET', `/recognition/recognitions?sentByIdIn=${r.ids.eve}&pageSize=50`)
    ).json();
    expect(sent.results.map((x: { id: string }) => x.id)).not.toContain(id);
    expect((await queue('ada', 'recognition')).some((i) => i.id === id)).toBe(false);
    const flagged = (await r.api('ada', 'GET', '/recognition/recognitions/flagged')).json().results;
    expect(flagged.map((x: { id: string }) => x.id)).not.toContain(id);
    // Nobody flags, comments on or acts on it again.
    expect((await r.api('sam', 'PUT', `/recognition/recognitions/${id}/flags`)).statusCode).toBe(404);
    expect((await act('ada', 'recognition', id, 'remove')).statusCode).toBe(404);
    expect((await act('ada', 'recognition', id, 'keep')).statusCode).toBe(404);

    const [row] = await removedColumns('recognitions', id);
    expect(row?.removed_at).not.toBeNull();
    expect(row?.removed_by_id).toBe(r.ids.ada);
    const [entry] = await auditRows(id);
    expect(entry).toMatchObject({ action: 'recognition.remove', actor_member_id: r.ids.ada });
  });
});

describe('flagged comments', () => {
  it('remove hides the comment from another member; the recognition stays', async () => {
    const id = await sendPublic('With a rude comment');
    const url = `/recognition/recognitions/${id}/comments`;
    const posted = await r.api('eve', 'POST', url, { body: 'A comment to remove' });
    const commentId = posted.json().id as string;
    await r.api('eve', 'POST', url, { body: 'A comment to keep' });
    expect((await r.api('sam', 'PUT', `${url}/${commentId}/flags`, { reason: 'Not kind' })).statusCode).toBe(
      200,
    );

    const item = (await queue('ada', 'comments')).find((i) => i.id === commentId);
    expect(item).toMatchObject({
      queue: 'comments',
      excerpt: 'A comment to remove',
      author: { id: r.ids.eve },
      recognitionId: id,
      flagCount: 1,
      flags: [{ member: { id: r.ids.sam }, reason: 'Not kind' }],
    });
    expect((await counts('ada')).comments).toBeGreaterThanOrEqual(1);

    expect((await act('ada', 'comments', commentId, 'remove')).statusCode).toBe(200);
    const seen = (await r.api('max', 'GET', url)).json().results.map((c: { id: string }) => c.id);
    expect(seen).not.toContain(commentId);
    expect(seen).toHaveLength(1);
    const embedded = (await r.api('max', 'GET', `/recognition/recognitions/${id}`)).json().comments;
    expect(embedded.count).toBe(1);
    expect(embedded.results.map((c: { id: string }) => c.id)).not.toContain(commentId);
    expect((await r.api('sam', 'PUT', `${url}/${commentId}/flags`)).statusCode).toBe(404);
    expect((await r.api('eve', 'DELETE', `${url}/${commentId}`)).statusCode).toBe(404);
    expect((await queue('ada', 'comments')).some((i) => i.id === commentId)).toBe(false);

    const [row] = await removedColumns('recognition_comments', commentId);
    expect(row?.removed_by_id).toBe(r.ids.ada);
    const [entry] = await auditRows(commentId);
    expect(entry).toMatchObject({ action: 'comment.remove', actor_member_id: r.ids.ada });
  });

  it('keep clears the flags and the comment stays', async () => {
    const id = await sendPublic('With a fine comment');
    const url = `/recognition/recognitions/${id}/comments`;
    const commentId = (await r.api('eve', 'POST', url, { body: 'Fine after all' })).json().id as string;
    await r.api('sam', 'PUT', `${url}/${commentId}/flags`);
    expect((await queue('ada', 'comments')).find((i) => i.id === commentId)?.flags[0]?.reason).toBeNull();
    expect((await act('ada', 'comments', commentId, 'keep')).statusCode).toBe(200);
    expect((await queue('ada', 'comments')).some((i) => i.id === commentId)).toBe(false);
    expect((await r.api('max', 'GET', url)).json().results.map((c: { id: string }) => c.id)).toContain(
      commentId,
    );
    expect((await auditRows(commentId))[0]?.action).toBe('comment.keepFlagged');
  });

  it('leaves the comments of a removed recognition out of the queue', async () => {
    const id = await sendPublic('Removed with its comments');
    const url = `/recognition/recognitions/${id}/comments`;
    const commentId = (await r.api('eve', 'POST', url, { body: 'On a removed post' })).json().id as string;
    await r.api('sam', 'PUT', `${url}/${commentId}/flags`);
    expect((await queue('ada', 'comments')).some((i) => i.id === commentId)).toBe(true);
    await act('ada', 'recognition', id, 'remove');
    expect((await queue('ada', 'comments')).some((i) => i.id === commentId)).toBe(false);
    expect((await act('ada', 'comments', commentId, 'keep')).statusCode).toBe(404);
  });
});

describe('flagged comments on awards', () => {
  const awardWithComment = async (body: string) => {
    const awardId = (await r.sendAward('ada', { sendTo: r.to('sam') })).json().id as string;
    const url = `/award/awards/${awardId}/comments`;
    const posted = await r.api('max', 'POST', url, { body: `<p>${body}</p>` });
    expect(posted.statusCode, posted.body).toBe(201);
    return { awardId, url, commentId: posted.json().id as string };
  };
  const awardComments = async (who: Who, url: string) =>
    ((await r.api(who, 'GET', url)).json().results as { id: string }[]).map((c) => c.id);

  it('queue an award comment with its reason and the award as where Open leads; keep clears it', async () => {
    const before = (await counts('ada')).comments;
    const { awardId, url, commentId } = await awardWithComment('Not for the award');
    expect((await r.api('sam', 'PUT', `${url}/${commentId}/flags`, { reason: 'Off topic' })).statusCode).toBe(
      200,
    );

    const item = (await queue('ada', 'comments')).find((i) => i.id === commentId);
    expect(item).toMatchObject({
      queue: 'comments',
      excerpt: 'Not for the award',
      author: { id: r.ids.max },
      recognitionId: null,
      postPath: `/award/${awardId}`,
      flagCount: 1,
      flags: [{ member: { id: r.ids.sam }, reason: 'Off topic' }],
    });
    expect((await counts('ada')).comments).toBe(before + 1);

    expect((await act('ada', 'comments', commentId, 'keep')).statusCode).toBe(200);
    expect((await queue('ada', 'comments')).some((i) => i.id === commentId)).toBe(false);
    expect((await counts('ada')).comments).toBe(before);
    expect(await awardComments('eve', url)).toContain(commentId);
    const [entry] = await auditRows(commentId);
    expect(entry).toMatchObject({ action: 'comment.keepFlagged', actor_member_id: r.ids.ada });
    expect(entry?.before.flags).toHaveLength(1);
    // Kept is not immune: a new flag brings it back.
    await r.api('eve', 'PUT', `${url}/${commentId}/flags`);
    expect((await queue('ada', 'comments')).some((i) => i.id === commentId)).toBe(true);
    await act('ada', 'comments', commentId, 'keep');
  });

  it('remove hides it from the award for every reader and keeps it for audit', async () => {
    const { awardId, url, commentId } = await awardWithComment('Rude on an award');
    const other = (await r.api('eve', 'POST', url, { body: '<p>Well deserved</p>' })).json().id as string;
    await r.api('sam', 'PUT', `${url}/${commentId}/flags`, { reason: 'Rude' });

    expect((await act('ada', 'comments', commentId, 'remove')).statusCode).toBe(200);
    for (const who of ['max', 'sam', 'eve', 'ada'] as const) {
      expect(await awardComments(who, url)).toEqual([other]);
    }
    const embedded = (await r.api('sam', 'GET', `/award/awards/${awardId}`)).json().comments;
    expect(embedded.count).toBe(1);
    expect(embedded.results.map((c: { id: string }) => c.id)).toEqual([other]);
    expect((await queue('ada', 'comments')).some((i) => i.id === commentId)).toBe(false);
    // Nobody flags, edits or acts on it again.
    expect((await r.api('eve', 'PUT', `${url}/${commentId}/flags`)).statusCode).toBe(404);
    expect((await r.api('max', 'DELETE', `${url}/${commentId}`)).statusCode).toBe(404);
    expect((await act('ada', 'comments', commentId, 'remove')).statusCode).toBe(404);
    expect((await act('ada', 'comments', commentId, 'keep')).statusCode).toBe(404);

    const [row] = await removedColumns('award_comments', commentId);
    expect(row?.removed_at).not.toBeNull();
    const [entry] = await auditRows(commentId);
    expect(entry).toMatchObject({ action: 'comment.remove', actor_member_id: r.ids.ada });
    expect(entry?.before).toMatchObject({ awardId, memberId: r.ids.max, excerpt: 'Rude on an award' });
  });

  it('ranks both kinds in one list: most flagged first, then most recently flagged', async () => {
    const onAward = await awardWithComment('Flagged three times');
    for (const who of ['sam', 'eve', 'ada'] as const) {
      await r.api(who, 'PUT', `${onAward.url}/${onAward.commentId}/flags`);
    }
    const older = await awardWithComment('Flagged once, earlier');
    await r.api('sam', 'PUT', `${older.url}/${older.commentId}/flags`);
    const recognitionId = await sendPublic('Comment flagged once, later');
    const recognitionUrl = `/recognition/recognitions/${recognitionId}/comments`;
    const newer = (await r.api('eve', 'POST', recognitionUrl, { body: 'Later' })).json().id as string;
    await r.api('sam', 'PUT', `${recognitionUrl}/${newer}/flags`);

    const ids = (await queue('ada', 'comments')).map((i) => i.id);
    expect(ids[0]).toBe(onAward.commentId);
    expect(ids.indexOf(newer)).toBeGreaterThan(0);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older.commentId));
    const paged = await r.api('ada', 'GET', '/moderation/flagged/comments?pageSize=1');
    expect(paged.json()).toMatchObject({ results: [{ id: onAward.commentId }], next: 2 });
    for (const id of [onAward.commentId, older.commentId, newer]) await act('ada', 'comments', id, 'keep');
  });

  it("keeps another organization's moderators out", async () => {
    const { url, commentId } = await awardWithComment('Acme award comment');
    await r.api('sam', 'PUT', `${url}/${commentId}/flags`, { reason: 'Acme only' });
    expect(await queue('umaGlobex', 'comments')).toEqual([]);
    expect(await counts('umaGlobex')).toMatchObject({ comments: 0, total: 0 });
    expect((await act('umaGlobex', 'comments', commentId, 'keep')).statusCode).toBe(404);
    expect((await act('umaGlobex', 'comments', commentId, 'remove')).statusCode).toBe(404);
    expect((await queue('ada', 'comments')).some((i) => i.id === commentId)).toBe(true);
    expect(await awardComments('eve', url)).toContain(commentId);
  });
});

describe('permissions and tenants', () => {
  it('refuses employees everything (403)', async () => {
    for (const name of ['awards', 'cards', 'comments', 'recognition']) {
      expect((await r.api('eve', 'GET', `/moderation/flagged/${name}`)).statusCode).toBe(403);
      expect((await act('eve', name, r.ids.sam, 'remove')).statusCode).toBe(403);
      expect((await act('eve', name, r.ids.sam, 'keep')).statusCode).toBe(403);
    }
    expect((await r.api('eve', 'GET', '/moderation/flagged/counts')).statusCode).toBe(403);
    expect((await r.api('ada', 'GET', '/moderation/flagged/posts')).statusCode).toBe(400);
  });

  it('gives each queue to its own moderate permission (commentApp moderate: comments only)', async () => {
    const role = await r.api('ada', 'POST', '/identity/roles', {
      name: 'Comment moderator',
      permissions: [
        { name: 'recognitionApp', permissions: ['browse'] },
        { name: 'commentApp', permissions: ['moderate'] },
      ],
    });
    expect(role.statusCode).toBe(201);
    const assigned = await r.api('ada', 'POST', `/identity/tenantMembers/${r.ids.max}/role`, {
      role: role.json().id,
    });
    expect(assigned.statusCode).toBe(200);
    expect((await r.api('max', 'GET', '/moderation/flagged/comments')).statusCode).toBe(200);
    expect((await r.api('max', 'GET', '/moderation/flagged/recognition')).statusCode).toBe(403);
    expect((await r.api('max', 'GET', '/moderation/flagged/awards')).statusCode).toBe(403);
    const mine = await counts('max');
    expect(mine.recognition).toBe(0);
    expect(mine.total).toBe(mine.comments);
    await r.api('ada', 'POST', `/identity/tenantMembers/${r.ids.max}/role`, { role: 'employee' });
  });

  it('answers empty award and card queues, with nothing to act on', async () => {
    expect(await queue('ada', 'awards')).toEqual([]);
    expect(await queue('ada', 'cards')).toEqual([]);
    expect((await act('ada', 'awards', r.ids.sam, 'keep')).statusCode).toBe(404);
    expect((await act('ada', 'cards', r.ids.sam, 'remove')).statusCode).toBe(404);
    expect(await counts('ada')).toMatchObject({ awards: 0, cards: 0 });
  });

  it("keeps each organization's queues to itself", async () => {
    const id = await sendPublic('Flagged in Acme');
    const url = `/recognition/recognitions/${id}/comments`;
    const commentId = (await r.api('eve', 'POST', url, { body: 'Acme only' })).json().id as string;
    await r.api('sam', 'PUT', `/recognition/recognitions/${id}/flags`);
    await r.api('sam', 'PUT', `${url}/${commentId}/flags`);
    expect(await queue('umaGlobex', 'recognition')).toEqual([]);
    expect(await queue('umaGlobex', 'comments')).toEqual([]);
    expect(await counts('umaGlobex')).toMatchObject({ recognition: 0, comments: 0, total: 0 });
    expect((await act('umaGlobex', 'recognition', id, 'remove')).statusCode).toBe(404);
    expect((await act('umaGlobex', 'comments', commentId, 'remove')).statusCode).toBe(404);
    expect((await act('umaGlobex', 'recognition', id, 'keep')).statusCode).toBe(404);
    expect((await queue('ada', 'recognition')).some((i) => i.id === id)).toBe(true);
    expect((await queue('ada', 'comments')).some((i) => i.id === commentId)).toBe(true);
  });
});

describe('excerpts', () => {
  it('read the text without markup, a space between blocks, cut with an ellipsis', () => {
    expect(excerptOf('<p>One</p><p>Two &lt;3</p>')).toEqual({ excerpt: 'One Two <3', truncated: false });
    const long = excerptOf(`<p>${'word '.repeat(100)}</p>`);
    expect(long.truncated).toBe(true);
    expect(long.excerpt.length).toBeLessThanOrEqual(280);
    expect(long.excerpt.endsWith('…')).toBe(true);
  });
});
