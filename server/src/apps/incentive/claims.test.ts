import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { type IncentiveApp, startIncentiveApp } from '../../test/fixtures/incentive.ts';

let a: IncentiveApp;
beforeAll(async () => {
  a = await startIncentiveApp();
}, 120_000);
afterAll(async () => {
  await a?.t.close();
});

const day = 86_400_000;
const mailsTo = async (to: string, about: string) =>
  rowsOf<{ subject: string; text: string }>(
    await a.t.services.db.execute(
      sql`select subject, text from mail_outbox where "to" = ${to} and subject like ${`%${about}%`} order by created_at`,
    ),
  );
const detail = (response: { json(): { details?: { path: string; message: string }[] } }) =>
  response.json().details?.[0];

describe('the claim lifecycle', () => {
  it('sam claims the demo story with his text; max, his manager, approves; sam is paid 100 once', async () => {
    const before = await a.balances('sam');
    const bankBefore = await a.bankBalance();
    const claim = await a.claim('sam', a.storyId, {
      proofText: '<p>I helped <b>Initech</b> migrate.<script>x</script></p>',
    });
    expect(claim.statusCode, claim.body).toBe(201);
    expect(claim.json()).toMatchObject({
      status: 'pending',
      incentiveName: 'Share a customer story',
      canReview: false,
    });
    expect(claim.json().proofText).not.toContain('script');
    // max is told in the bell and sees it pending; eve (not sam's manager) does not.
    const maxBell = (await a.api('max', 'GET', '/notifications/messages')).json().results;
    expect(
      maxBell.some((m: { message: string }) => m.message === 'Sam Okafor claimed “Share a customer story”'),
    ).toBe(true);
    const pending = await a.api('max', 'GET', `/incentive/incentives/${a.storyId}/claims?state=pending`);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(
      pending.json().results.map((c: { id: string; canReview: boolean }) => [c.id, c.canReview]),
    ).toEqual([[claim.json().id, true]]);
    expect((await a.api('eve', 'GET', `/incentive/incentives/${a.storyId}/claims`)).statusCode).toBe(403);
    // The manage list shows max the incentive with one pending claim.
    const managed = (await a.api('max', 'GET', '/incentive/incentives')).json().results;
    expect(managed.map((i: { id: string; pendingCount: number }) => [i.id, i.pendingCount])).toEqual([
      [a.storyId, 1],
    ]);

    const approved = await a.api('max', 'POST', `/incentive/claims/${claim.json().id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', amount: 100, reviewer: { id: a.ids.max } });
    expect((await a.balances('sam')).redeemable).toBe(before.redeemable + 100);
    expect(await a.bankBalance()).toBe(bankBefore - 100);
    expect(await a.ledgerMismatches()).toEqual([]);
    // Twice is refused, and pays nothing more.
    const again = await a.api('max', 'POST', `/incentive/claims/${claim.json().id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This claim has already been decided');
    expect((await a.balances('sam')).redeemable).toBe(before.redeemable + 100);
    // Sam is told; his claim is listed approved; a second claim of a once-only incentive is refused.
    const bell = (await a.api('sam', 'GET', '/notifications/messages')).json().results;
    expect(bell[0].message).toBe('Your claim for “Share a customer story” was approved: 100 points');
    // And by e-mail, in his language, linking to /incentives.
    const mails = await mailsTo('sam@acme.test', 'Share a customer story');
    expect(mails.map((m) => m.subject)).toEqual(['Your claim for Share a customer story was approved']);
    expect(mails[0]?.text).toContain('Max Planck approved your claim for Share a customer story. 100 points');
    expect(mails[0]?.text).toContain('/incentives');
    const mine = (await a.api('sam', 'GET', '/incentive/claims/my')).json().results;
    expect(mine[0]).toMatchObject({ id: claim.json().id, status: 'approved' });
    const second = await a.claim('sam', a.storyId, { proofText: 'Another one' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You have already claimed this incentive');
    // The approval is an `incentive` item on sam's timeline, with him among the latest claimants.
    const timeline = (await a.api('sam', 'GET', '/timeline/items?itemTypeIn=incentive&my=true')).json()
      .results;
    expect(timeline[0]).toMatchObject({
      __entity_type__: 'incentive',
      event: 'claimApproved',
      id: claim.json().id,
      name: 'Share a customer story',
      claimant: { id: a.ids.sam },
    });
    expect(timeline[0].latestClaimants.map((m: { id: string }) => m.id)).toContain(a.ids.sam);
    // One `incentive` credit to sam and its debit of the bank, nothing more.
    const rows = await a.inAcme(async (tx) =>
      rowsOf<{ amount: number; owner: string }>(
        await tx.execute(sql`select t.amount, coalesce(a.member_id, a.budget_item_id)::text as owner
          from points_transactions t join points_accounts a on a.id = t.account_id
         where t.type = 'incentive' and t.reason = 'Share a customer story' order by t.amount`),
      ),
    );
    expect(rows).toEqual([
      { amount: -100, owner: a.bankId },
      { amount: 100, owner: a.ids.sam },
    ]);
  });

  it('a rejection pays nothing and tells the claimant why; a withdrawal ends a pending claim', async () => {
    const id = await a.createIncentive({ name: 'No mail for eve', proof: 'text' });
    // eve turned e-mail off: the bell still rings, no e-mail goes.
    expect(
      (await a.api('eve', 'PATCH', '/notifications/channelPreferences', { email: false })).statusCode,
    ).toBe(200);
    const before = await a.balances('eve');
    const claimId = await a.claimOk('eve', id, { proofText: 'I did it' });
    const noReason = await a.api('max', 'POST', `/incentive/claims/${claimId}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(detail(noReason)).toMatchObject({ path: 'reason', message: 'Give the claimant a reason' });
    const rejected = await a.api('max', 'POST', `/incentive/claims/${claimId}/reject`, {
      reason: 'Add the customer name',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Add the customer name', amount: 0 });
    expect((await a.balances('eve')).redeemable).toBe(before.redeemable);
    const bell = (await a.api('eve', 'GET', '/notifications/messages')).json().results;
    expect(bell[0].message).toContain('Add the customer name');
    expect(await mailsTo('eve@acme.test', 'No mail for eve')).toEqual([]);
    // After a rejection she may claim again (the slot is free), then withdraw.
    const retry = await a.claimOk('eve', id, { proofText: 'With the name: Initech' });
    const withdrawn = await a.api('eve', 'POST', `/incentive/claims/${retry}/withdraw`);
    expect(withdrawn.json().status).toBe('withdrawn');
    const twice = await a.api('eve', 'POST', `/incentive/claims/${retry}/withdraw`);
    expect(twice.statusCode).toBe(409);
    // Someone else's claim is not theirs to withdraw.
    const sams = await a.claimOk('sam', id, { proofText: 'Mine' });
    expect((await a.api('eve', 'POST', `/incentive/claims/${sams}/withdraw`)).statusCode).toBe(404);
    const late = await a.api('max', 'POST', `/incentive/claims/${retry}/approve`);
    expect(late.statusCode).toBe(409);
  });
});

describe('refusals', () => {
  it('refuses claims outside the window, outside the audience, beyond the count and without the proof', async () => {
    const now = a.t.services.now().getTime();
    const future = await a.createIncentive({
      startAt: new Date(now + day).toISOString(),
      endAt: new Date(now + 2 * day).toISOString(),
    });
    expect((await a.claim('sam', future)).json().message).toBe('This incentive is not open for claims');
    const ended = await a.createIncentive({
      startAt: new Date(now - 2 * day).toISOString(),
      endAt: new Date(now - day).toISOString(),
    });
    expect((await a.claim('sam', ended)).statusCode).toBe(409);
    expect((await a.claim('sam', a.mentorId)).statusCode).toBe(404);

    const onlyEve = await a.createIncentive({ audience: [{ id: a.ids.eve, type: 'tenantMember' }] });
    const outside = await a.claim('sam', onlyEve);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().message).toBe('This incentive is not open to you');
    expect((await a.claim('eve', onlyEve)).statusCode).toBe(201);

    const monthly = await a.createIncentive({ claimLimit: 'perPeriod', claimPeriod: 'month' });
    expect((await a.claim('sam', monthly)).statusCode).toBe(201);
    const more = await a.claim('sam', monthly);
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe('You have already claimed this incentive in this period');

    const textProof = await a.createIncentive({ proof: 'text' });
    const empty = await a.claim('sam', textProof, { proofText: '<p> </p>' });
    expect(empty.statusCode).toBe(400);
    expect(detail(empty)).toMatchObject({ path: 'proofText', message: 'Tell the reviewers what you did' });

    const fileProof = await a.createIncentive({ proof: 'image' });
    const noFile = await a.claim('sam', fileProof, { proofText: 'here' });
    expect(detail(noFile)).toMatchObject({ path: 'proofMediaId', message: 'Attach an image as proof' });
    // An id that is not sam's finished proof upload (a made-up one) is refused by name.
    const made = await a.claim('sam', fileProof, { proofMediaId: crypto.randomUUID() });
    expect(detail(made)).toMatchObject({
      path: 'proofMediaId',
      message: 'Upload the proof again as the file this incentive asks for',
    });
    // Nothing half-written: none of the refused claims exists.
    const mine = (await a.api('sam', 'GET', '/incentive/claims/my?pageSize=100')).json().results;
    expect(
      mine.filter((c: { incentiveId: string }) =>
        [future, ended, onlyEve, textProof, fileProof].includes(c.incentiveId),
      ),
    ).toEqual([]);
  });

  it('refuses a proof of the wrong type or over 10 MB at the upload', async () => {
    const pdf = await a.api('sam', 'POST', '/incentive/uploads/proofs', {
      originalFilename: 'story.exe',
      contentType: 'application/x-msdownload',
    });
    expect(pdf.statusCode).toBe(400);
    const ok = await a.api('sam', 'POST', '/incentive/uploads/proofs', {
      originalFilename: 'story.pdf',
      contentType: 'application/pdf',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(
      (
        await a.api('sam', 'POST', '/incentive/uploads/badges', {
          originalFilename: 'b.png',
          contentType: 'image/png',
        })
      ).statusCode,
    ).toBe(403);
    const badge = await a.api('ada', 'POST', '/incentive/uploads/badges', {
      originalFilename: 'b.pdf',
      contentType: 'application/pdf',
    });
    expect(badge.statusCode).toBe(400);
    // The signed policy caps the size at 10 MB: a bigger file is a 413.
    const { upload } = ok.json();
    const form = new FormData();
    for (const [name, value] of upload.fields as [string, string][]) form.append(name, value);
    form.append(
      'file',
      new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' }),
      'story.pdf',
    );
    const request = new Request('http://acme.localhost/', { method: 'POST', body: form });
    const big = await a.t.request({
      method: 'POST',
      url: upload.url,
      host: 'acme',
      headers: { 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(big.statusCode).toBe(413);
  });

  it('refuses approving one’s own claim, by a non-reviewer, and from an empty bank', async () => {
    const emptyBank = await a.createBank(15);
    const id = await a.createIncentive({
      points: 10,
      budgetItemId: emptyBank,
      reviewerKind: 'members',
      reviewerIds: [a.ids.max, a.ids.eve],
    });
    const maxClaim = await a.claimOk('max', id);
    const own = await a.api('max', 'POST', `/incentive/claims/${maxClaim}/approve`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot review your own claim');
    const samClaim = await a.claimOk('sam', id);
    const uma = await a.api('uma', 'POST', `/incentive/claims/${samClaim}/approve`);
    expect(uma.statusCode).toBe(403);
    expect(uma.json().message).toBe('You are not a reviewer of this claim');
    expect((await a.api('eve', 'POST', `/incentive/claims/${maxClaim}/approve`)).statusCode).toBe(200);
    const before = await a.balances('sam');
    const short = await a.api('eve', 'POST', `/incentive/claims/${samClaim}/approve`);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('The point bank has too few points to pay this claim');
    expect((await a.balances('sam')).redeemable).toBe(before.redeemable);
    expect(await a.bankBalance(emptyBank)).toBe(5);
    const still = (await a.api('eve', 'GET', `/incentive/incentives/${id}/claims?state=pending`)).json()
      .results;
    expect(still.map((c: { id: string }) => c.id)).toEqual([samClaim]);
    expect(await a.ledgerMismatches()).toEqual([]);
  });
});

describe('concurrency', () => {
  it('20 concurrent approvals of 20 claims against one bank pay each once and never overdraw', async () => {
    const bank = await a.createBank(150);
    const id = await a.createIncentive({
      points: 10,
      budgetItemId: bank,
      claimLimit: 'unlimited',
      reviewerKind: 'members',
      reviewerIds: [a.ids.ada, a.ids.max],
    });
    const claims: string[] = [];
    for (let i = 0; i < 20; i++) claims.push(await a.claimOk(i % 2 ? 'sam' : 'eve', id));
    const before = { sam: (await a.balances('sam')).redeemable, eve: (await a.balances('eve')).redeemable };
    // Each claim approved twice at once, by two reviewers: 40 calls racing.
    const responses = await Promise.all(
      claims.flatMap((claimId) => [
        a.api('ada', 'POST', `/incentive/claims/${claimId}/approve`),
        a.api('max', 'POST', `/incentive/claims/${claimId}/approve`),
      ]),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(15);
    expect(codes.filter((c) => c === 409)).toHaveLength(25);
    expect(await a.bankBalance(bank)).toBe(0);
    const after = { sam: (await a.balances('sam')).redeemable, eve: (await a.balances('eve')).redeemable };
    expect(after.sam - before.sam + after.eve - before.eve).toBe(150);
    const approved = (
      await a.api('ada', 'GET', `/incentive/incentives/${id}/claims?state=past&pageSize=100`)
    ).json().results;
    expect(approved).toHaveLength(15);
    expect(await a.ledgerMismatches()).toEqual([]);
  });

  it('a batch approval pays in id order while the bank covers it and skips the rest', async () => {
    const bank = await a.createBank(25);
    const id = await a.createIncentive({ points: 10, budgetItemId: bank });
    const ids = [await a.claimOk('sam', id), await a.claimOk('eve', id), await a.claimOk('sam', id)];
    const response = await a.api('ada', 'POST', '/incentive/claims/approve', {
      ids: [...ids, crypto.randomUUID()],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().approved).toBe(2);
    expect(
      response
        .json()
        .skipped.map((s: { message: string }) => s.message)
        .sort(),
    ).toEqual(['The point bank has too few points to pay this claim', 'This claim does not exist']);
    expect(await a.bankBalance(bank)).toBe(5);
    expect(await a.ledgerMismatches()).toEqual([]);
  });
});

describe('tenant isolation and roles', () => {
  it('keeps Globex from Acme’s incentives and claims', async () => {
    const claimId = await a.claimOk('sam', await a.createIncentive());
    expect((await a.api('gus', 'GET', `/incentive/incentives/${a.storyId}`)).statusCode).toBe(404);
    expect((await a.claim('gus', a.storyId)).statusCode).toBe(404);
    expect((await a.api('umaGlobex', 'POST', `/incentive/claims/${claimId}/approve`)).statusCode).toBe(404);
    expect(
      (await a.api('umaGlobex', 'PUT', `/incentive/incentives/${a.storyId}/status`, { status: 'archived' }))
        .statusCode,
    ).toBe(404);
    const globexList = (await a.api('umaGlobex', 'GET', '/incentive/incentives')).json().results;
    expect(globexList).toEqual([]);
    const globexBanks = (await a.api('umaGlobex', 'GET', '/incentive/banks')).json().results;
    expect(globexBanks).toEqual([]);
  });

  it('lets only creators and managers write incentives; members browse', async () => {
    expect(
      (await a.api('sam', 'POST', '/incentive/incentives', { name: 'Mine', points: 0 })).statusCode,
    ).toBe(403);
    expect(
      (await a.api('sam', 'PUT', `/incentive/incentives/${a.storyId}/status`, { status: 'archived' }))
        .statusCode,
    ).toBe(403);
    expect((await a.api('sam', 'POST', `/incentive/incentives/${a.storyId}/duplicate`)).statusCode).toBe(403);
    expect((await a.api('sam', 'GET', `/incentive/incentives/${a.mentorId}`)).statusCode).toBe(404);
    expect((await a.api('sam', 'GET', '/incentive/banks')).statusCode).toBe(403);
    const mine = (await a.api('sam', 'GET', '/incentive/incentives/my')).json().results;
    expect(mine.some((i: { id: string }) => i.id === a.storyId)).toBe(true);
    expect(mine.some((i: { id: string }) => i.id === a.mentorId)).toBe(false);
    expect((await a.api(null, 'GET', '/incentive/incentives/my')).statusCode).toBe(401);
  });
});
