import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../test/fixtures/recognition.ts';
import { todayIn } from '../celebration/index.ts';
import { addDays, periodStart } from './periods.ts';
import { remindTenant } from './reminders-job.ts';

let r: RecognitionApp;
let clock = new Date();
type Category = {
  id: string;
  name: string;
  archived: boolean;
  audience: { everyone: boolean; teamIds: string[]; memberIds: string[]; count: number };
  questions: { id: string; seriesId: string; version: number; text: string; kind: string }[];
};

const acme = <T>(query: ReturnType<typeof sql>) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
    rowsOf<T>(await tx.execute(query)),
  );
const due = async (who: Who) => {
  const response = await r.api(who, 'GET', '/checkIn/due/my');
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number; results: { id: string; name: string; due: number }[] };
};
const create = async (body: Record<string, unknown>) => {
  const response = await r.api('ada', 'POST', '/checkIn/categories', body);
  expect(response.statusCode).toBe(200);
  return response.json() as Category;
};
const addQuestion = async (categoryId: string, body: Record<string, unknown>) => {
  const response = await r.api('ada', 'POST', `/checkIn/categories/${categoryId}/questions`, body);
  expect(response.statusCode).toBe(200);
  return response.json() as Category;
};
const teamId = async (name: string) =>
  ((await r.api('ada', 'GET', '/tv/teams')).json().results as { id: string; name: string }[]).find(
    (t) => t.name === name,
  )?.id as string;
const today = () => todayIn('UTC', clock);

beforeAll(async () => {
  r = await startRecognitionApp({ now: () => clock });
});
afterAll(() => r.t.close());

describe('the demo check-in', () => {
  it('has one question due for eve today, and none for the others', async () => {
    const eve = await due('eve');
    expect(eve.total).toBe(1);
    expect(eve.results[0]?.name).toBe('Wellbeing');
    const next = (await r.api('eve', 'GET', `/checkIn/categories/${eve.results[0]?.id}/next`)).json();
    expect(next.question.text).toBe('How manageable was your workload this week?');
    expect(next.remaining).toBe(1);
    expect((await due('sam')).total).toBe(0);
    // Globex has no check-in, and cannot see Acme's.
    expect((await due('gus')).total).toBe(0);
    expect((await r.api('gus', 'GET', `/checkIn/categories/${eve.results[0]?.id}/next`)).statusCode).toBe(
      404,
    );
  });

  it('shows scores only for groups of five and more, never a person', async () => {
    const from = addDays(periodStart('weekly', today()), -8 * 7);
    const query = `/checkIn/analytics/scores?from=${from}&to=${today()}`;
    expect((await r.api('eve', 'GET', query)).statusCode).toBe(403);
    const scores = (await r.api('ada', 'GET', query)).json();
    const workload = scores.results.find((s: { text: string }) => s.text.startsWith('How manageable'));
    expect(workload.periods).toHaveLength(9);
    // Eight full weeks of five answers: averages show.
    expect(workload.periods[0]).toEqual({ periodStart: from, respondents: 5, average: 4.2 });
    // This week four have answered: withheld.
    expect(workload.periods[8]).toMatchObject({ respondents: 4, average: null });
    // Engineering has three members (two so far this week, its smallest period): its breakdown
    // says how few, not what they said.
    const engineering = workload.teams.find((t: { teamName: string }) => t.teamName === 'Engineering');
    expect(engineering).toMatchObject({ respondents: 2, average: null });
    expect(JSON.stringify(scores)).not.toContain(r.ids.eve);
  });
});

describe('managing categories', () => {
  it('refuses members without checkInApp manage and bad input, storing nothing', async () => {
    expect((await r.api('eve', 'GET', '/checkIn/categories')).statusCode).toBe(403);
    expect(
      (await r.api('max', 'POST', '/checkIn/categories', { name: 'X', cadence: 'weekly', startsOn: today() }))
        .statusCode,
    ).toBe(403);
    const bad = await r.api('ada', 'POST', '/checkIn/categories', {
      name: ' ',
      cadence: 'daily',
      startsOn: '2026-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().details as { path: string }[]).map((d) => d.path).sort()).toEqual([
      'cadence',
      'name',
      'startsOn',
    ]);
    const list = (await r.api('ada', 'GET', '/checkIn/categories')).json().results as Category[];
    expect(list.map((c) => c.name)).toEqual(['Wellbeing']);
    // Globex's admin sees none of Acme's.
    expect((await r.api('umaGlobex', 'GET', '/checkIn/categories')).json().results).toEqual([]);
    expect((await r.api('umaGlobex', 'GET', `/checkIn/categories/${list[0]?.id}`)).statusCode).toBe(404);
  });

  it('asks an audience of a team, counts it, and asks only them', async () => {
    const category = await create({ name: 'Workload', cadence: 'monthly', startsOn: today() });
    expect(category.audience).toEqual({ everyone: true, teamIds: [], memberIds: [], count: 5, display: [] });
    await addQuestion(category.id, { kind: 'faces', text: 'How was your month?' });
    const engineering = await teamId('Engineering');
    const empty = await r.api('ada', 'PUT', `/checkIn/categories/${category.id}/audience`, {
      everyone: false,
      teamIds: [],
      memberIds: [],
    });
    expect(empty.statusCode).toBe(400);
    const globexTeam = await r.api('ada', 'PUT', `/checkIn/categories/${category.id}/audience`, {
      everyone: false,
      teamIds: [engineering, r.ids.gus],
      memberIds: [],
    });
    expect(globexTeam.json().details[0]).toMatchObject({
      path: 'teamIds.1',
      message: 'This team does not exist',
    });
    const saved = await r.api('ada', 'PUT', `/checkIn/categories/${category.id}/audience`, {
      everyone: false,
      teamIds: [engineering],
      memberIds: [r.ids.uma],
    });
    expect(saved.json().audience).toMatchObject({
      everyone: false,
      count: 4,
      display: [
        { id: engineering, type: 'team', name: 'Engineering' },
        { id: r.ids.uma, type: 'tenantMember', name: 'Uma Rao' },
      ],
    });
    expect((await due('eve')).results.map((c) => c.name)).toEqual(['Wellbeing', 'Workload']);
    expect((await due('uma')).results.map((c) => c.name)).toEqual(['Workload']);
    expect((await due('ada')).total).toBe(0);
    // Ada is not asked: answering is refused, nothing stored.
    const question = saved.json().questions[0];
    const refused = await r.api('ada', 'POST', `/checkIn/questions/${question.id}/answer`, { value: 3 });
    expect(refused.statusCode).toBe(403);
    const [stored] = await acme<{ n: number }>(
      sql`select count(*)::int as n from check_in_answers where category_id = ${category.id}`,
    );
    expect(stored?.n).toBe(0);
  });

  it('archives, reorders and versions questions without losing answers', async () => {
    const category = await create({ name: 'Growth', cadence: 'quarterly', startsOn: today() });
    await addQuestion(category.id, {
      kind: 'scale',
      text: 'Are you learning?',
      lowLabel: 'No',
      highLabel: 'A lot',
    });
    const two = await addQuestion(category.id, { kind: 'yesNo', text: 'Do you have a mentor?' });
    const [first, second] = two.questions;
    const reordered = await r.api('ada', 'POST', `/checkIn/categories/${category.id}/questions/order`, {
      ids: [second?.id, first?.id],
    });
    expect((reordered.json() as Category).questions.map((q) => q.text)).toEqual([
      'Do you have a mentor?',
      'Are you learning?',
    ]);
    // Eve answers the first version.
    expect(
      (await r.api('eve', 'POST', `/checkIn/questions/${first?.id}/answer`, { value: 4 })).statusCode,
    ).toBe(200);
    const edited = await r.api('ada', 'PUT', `/checkIn/questions/${first?.id}`, {
      kind: 'scale',
      text: 'Are you learning something new?',
    });
    const next = (edited.json() as Category).questions.find((q) => q.seriesId === first?.seriesId);
    expect(next).toMatchObject({ version: 2, text: 'Are you learning something new?' });
    // The old version is gone from the category, its answer stays, and eve is not asked again.
    expect(
      (await r.api('eve', 'POST', `/checkIn/questions/${first?.id}/answer`, { value: 4 })).statusCode,
    ).toBe(404);
    const again = await r.api('eve', 'POST', `/checkIn/questions/${next?.id}/answer`, { value: 4 });
    expect(again.statusCode).toBe(409);
    const [kept] = await acme<{ n: number }>(
      sql`select count(*)::int as n from check_in_answers where question_id = ${first?.id}`,
    );
    expect(kept?.n).toBe(1);
    expect(
      (await r.api('ada', 'PUT', `/checkIn/questions/${second?.id}`, { kind: 'scale', text: 'Mentor?' }))
        .statusCode,
    ).toBe(400);
    const archived = await r.api('ada', 'POST', `/checkIn/categories/${category.id}/archive`);
    expect(archived.json().archived).toBe(true);
    expect((await due('sam')).results.map((c) => c.name)).not.toContain('Growth');
    const list = (await r.api('ada', 'GET', '/checkIn/categories')).json().results as Category[];
    expect(list.at(-1)?.name).toBe('Growth');
    const order = await r.api('ada', 'POST', '/checkIn/categories/order', {
      ids: [list[1]?.id, list[0]?.id],
    });
    expect((order.json().results as Category[]).slice(0, 2).map((c) => c.name)).toEqual([
      list[1]?.name,
      list[0]?.name,
    ]);
    expect(
      (await r.api('ada', 'POST', '/checkIn/categories/order', { ids: [r.ids.gus] })).json().details[0].path,
    ).toBe('ids.0');
  });
});

describe('answering', () => {
  it('refuses answers outside the scale, comments not asked for, and a second answer', async () => {
    const category = await create({ name: 'Energy', cadence: 'weekly', startsOn: today() });
    const withQuestions = await addQuestion(category.id, { kind: 'scale', text: 'How is your energy?' });
    await addQuestion(category.id, { kind: 'yesNo', text: 'Did you rest?', allowComment: true });
    const scale = withQuestions.questions[0]?.id;
    for (const value of [0, 6, 2.5]) {
      const response = await r.api('sam', 'POST', `/checkIn/questions/${scale}/answer`, { value });
      expect(response.statusCode).toBe(400);
      expect(response.json().details[0].path).toBe('value');
    }
    const comment = await r.api('sam', 'POST', `/checkIn/questions/${scale}/answer`, {
      value: 3,
      comment: 'hi',
    });
    expect(comment.json().details[0]).toMatchObject({
      path: 'comment',
      message: 'This question takes no comment',
    });
    const answered = await r.api('sam', 'POST', `/checkIn/questions/${scale}/answer`, { value: 3 });
    expect(answered.json()).toMatchObject({ remaining: 1, question: { text: 'Did you rest?' } });
    const yesNo = answered.json().question.id;
    expect((await r.api('sam', 'POST', `/checkIn/questions/${yesNo}/answer`, { value: 2 })).statusCode).toBe(
      400,
    );
    const skipped = await r.api('sam', 'POST', `/checkIn/questions/${yesNo}/skip`);
    expect(skipped.json()).toMatchObject({ remaining: 0, question: null });
    const twice = await r.api('sam', 'POST', `/checkIn/questions/${scale}/answer`, { value: 3 });
    expect(twice.statusCode).toBe(409);
    // One answer stored, without sam: the answers table has no member at all.
    const answers = await acme<Record<string, unknown>>(
      sql`select * from check_in_answers where category_id = ${category.id}`,
    );
    expect(answers).toHaveLength(1);
    expect(Object.keys(answers[0] ?? {})).not.toContain('member_id');
    expect(JSON.stringify(answers)).not.toContain(r.ids.sam);
    // The roll-ups the results read counted it: once for the category, once for each of sam's teams.
    const rollups = await acme<{ scope: string; respondents: number; total: number }>(
      sql`select scope, respondents, total from check_in_rollups where category_id = ${category.id} order by scope`,
    );
    expect(rollups).toEqual([
      { scope: 'category', respondents: 1, total: 3 },
      { scope: 'team', respondents: 1, total: 3 },
    ]);
  });

  it('is not due before its start, and comes back next period', async () => {
    const category = await create({ name: 'Later', cadence: 'weekly', startsOn: addDays(today(), 14) });
    const question = (await addQuestion(category.id, { kind: 'yesNo', text: 'Ready?' })).questions[0]?.id;
    expect((await due('max')).results.map((c) => c.name)).not.toContain('Later');
    expect(
      (await r.api('max', 'POST', `/checkIn/questions/${question}/answer`, { value: 1 })).statusCode,
    ).toBe(409);
    clock = new Date(Date.now() + 15 * 86_400_000);
    try {
      expect((await due('max')).results.map((c) => c.name)).toContain('Later');
      expect(
        (await r.api('max', 'POST', `/checkIn/questions/${question}/answer`, { value: 1 })).statusCode,
      ).toBe(200);
      expect((await due('max')).results.map((c) => c.name)).not.toContain('Later');
      clock = new Date(clock.getTime() + 7 * 86_400_000);
      expect((await due('max')).results.map((c) => c.name)).toContain('Later');
    } finally {
      clock = new Date();
    }
  });
});

describe('reminders', () => {
  it('reminds each member once a period, in the bell and by e-mail', async () => {
    const tenant = { id: r.tenantIds.acme, timeZone: 'UTC' };
    const first = await remindTenant(r.t.services, tenant);
    expect(first).toBeGreaterThan(0);
    expect(await remindTenant(r.t.services, tenant)).toBe(0);
    const bell = await acme<{ kind: string; params: unknown }>(
      sql`select kind, params from notification_messages where member_id = ${r.ids.eve} and resource_path like '/check-ins/%'`,
    );
    expect(bell).toContainEqual({
      kind: 'check-in.reminder',
      params: { category: 'Wellbeing', questions: 1 },
    });
    const mails = rowsOf<{ subject: string }>(
      await r.t.services.db.execute(sql`select subject from mail_outbox where "to" = 'eve@acme.test'`),
    );
    expect(mails.map((m) => m.subject)).toContain('Your Wellbeing check-in is waiting');
  });
});
