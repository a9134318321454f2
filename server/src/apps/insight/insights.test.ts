import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { runDefinedJob } from '../../test/fixtures/queue.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { todayIn } from '../celebration/index.ts';
import { refreshInsights } from './nightly-job.ts';

let r: RecognitionApp;
type Insight = {
  id: string;
  rule: string;
  priority: string;
  status: string;
  subject: { kind: string; id: string; name: string };
  evidence: Record<string, unknown>;
  actionPath: string;
};
const today = () => todayIn('UTC', new Date());
const refresh = (host: 'acme' | 'globex' = 'acme') =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds[host], userId: null }, (tx) =>
    refreshInsights(tx, r.tenantIds[host], today()),
  );
const list = async (who: Parameters<RecognitionApp['api']>[0], status = 'open') => {
  const response = await r.api(who, 'GET', `/insight/insights?status=${status}`);
  expect(response.statusCode).toBe(200);
  return response.json().results as Insight[];
};

beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

describe('the nightly insights', () => {
  it('runs from the job definitions', async () => {
    await runDefinedJob(r.t, 'insight-nightly', async () => {
      const rows = await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
        rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from insights`)),
      );
      return (rows[0]?.n ?? 0) > 0;
    });
  });

  it("raises the demo's insights: Wellbeing's workload fell, sam stopped recognising others", async () => {
    await refresh();
    const all = await list('ada');
    const drop = all.find((i) => i.rule === 'scoreDrop');
    expect(drop).toMatchObject({
      priority: 'high',
      subject: { kind: 'category', name: 'Wellbeing' },
      evidence: {
        question: 'How manageable was your workload this week?',
        before: 3.6,
        after: 2.4,
        respondents: 5,
      },
      actionPath: '/analytics/dashboards',
    });
    // Engineering has three members: below five, no team insight reveals its score.
    expect(all.filter((i) => i.subject.kind === 'team')).toEqual([]);
    const sam = all.find((i) => i.rule === 'notRecognising' && i.subject.id === r.ids.sam);
    expect(sam).toMatchObject({
      priority: 'low',
      subject: { name: 'Sam Okafor' },
      actionPath: `/profile/${r.ids.sam}`,
    });
    // High first.
    expect(all[0]?.priority).toBe('high');
    // A second run the same day changes nothing.
    await refresh();
    expect((await list('ada')).map((i) => i.id)).toEqual(all.map((i) => i.id));
  });

  it('shows a manager only their reports, and eve none', async () => {
    await refresh();
    const max = await list('max');
    expect(max.length).toBeGreaterThan(0);
    expect(
      max.every((i) => i.subject.kind === 'member' && [r.ids.eve, r.ids.sam].includes(i.subject.id)),
    ).toBe(true);
    expect((await r.api('max', 'GET', '/insight/insights/summary')).json()).toEqual({
      allowed: true,
      open: max.length,
    });
    expect((await r.api('eve', 'GET', '/insight/insights')).statusCode).toBe(403);
    expect((await r.api('eve', 'GET', '/insight/insights/summary')).json()).toEqual({
      allowed: false,
      open: 0,
    });
    const drop = (await list('ada')).find((i) => i.rule === 'scoreDrop') as Insight;
    expect((await r.api('max', 'GET', `/insight/insights/${drop.id}`)).statusCode).toBe(404);
    expect((await r.api('eve', 'POST', `/insight/insights/${drop.id}/dismiss`)).statusCode).toBe(403);
    // Another tenant's admin sees none of Acme's.
    await refresh('globex');
    expect((await list('umaGlobex')).map((i) => i.subject.name)).not.toContain('Sam Okafor');
    expect((await r.api('umaGlobex', 'GET', `/insight/insights/${drop.id}`)).statusCode).toBe(404);
  });

  it('dismisses, snoozes, reopens, and resolves when the rule stops holding', async () => {
    await refresh();
    const sam = (await list('max')).find((i) => i.subject.id === r.ids.sam) as Insight;
    expect((await r.api('max', 'POST', `/insight/insights/${sam.id}/snooze`, { days: 3 })).statusCode).toBe(
      400,
    );
    const snoozed = await r.api('max', 'POST', `/insight/insights/${sam.id}/snooze`, { days: 7 });
    expect(snoozed.json()).toMatchObject({ status: 'snoozed' });
    expect((await list('max')).map((i) => i.id)).not.toContain(sam.id);
    expect((await list('max', 'snoozed')).map((i) => i.id)).toContain(sam.id);
    await r.api('max', 'POST', `/insight/insights/${sam.id}/dismiss`);
    await refresh();
    expect((await list('ada', 'dismissed')).map((i) => i.id)).toContain(sam.id);
    expect((await r.api('ada', 'POST', `/insight/insights/${sam.id}/reopen`)).json().status).toBe('open');
    // Sam recognises eve: the rule no longer holds and the insight leaves the list.
    expect((await r.send('sam', { sendTo: r.to('eve') })).statusCode).toBe(201);
    await refresh();
    expect((await list('max')).map((i) => i.id)).not.toContain(sam.id);
  });
});

describe('a drop in recognizing others', () => {
  it('is raised for someone who sent two or more before and none in the last 21 days', async () => {
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
    await inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) => {
      for (const days of [30, 40]) {
        await tx.execute(sql`insert into recognitions (tenant_id, sender_id, status, send_to, published_at)
          values (${r.tenantIds.acme}, ${r.ids.uma}, 'published', ${JSON.stringify([{ id: r.ids.eve, type: 'tenantMember' }])}::jsonb, ${ago(days)})`);
      }
    });
    await refresh();
    const uma = (await list('ada')).find(
      (i) => i.subject.id === r.ids.uma && i.rule === 'recognitionDropped',
    );
    expect(uma).toMatchObject({ priority: 'low', evidence: { before: 2, days: 21 } });
    // Uma has no manager: no one but the admins sees it.
    expect((await list('max')).map((i) => i.subject.id)).not.toContain(r.ids.uma);
  });
});

describe('the dashboards', () => {
  const range = () => {
    const to = today();
    const from = new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10);
    return `from=${from}&to=${to}`;
  };

  it('counts recognitions, participation, values and points, and withholds small check-in groups', async () => {
    expect((await r.api('eve', 'GET', `/insight/dashboards?${range()}`)).statusCode).toBe(403);
    expect((await r.api('max', 'GET', `/insight/dashboards?${range()}`)).statusCode).toBe(403);
    const response = await r.api('ada', 'GET', `/insight/dashboards?${range()}`);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.grouping).toBe('week');
    const sum = (rows: Record<string, number>[], key: string) =>
      rows.reduce((n, row) => n + (row[key] ?? 0), 0);
    // At least the demo's three recognitions to four recipients (other tests in this file add more).
    expect(sum(data.recognitions, 'sent')).toBeGreaterThanOrEqual(3);
    expect(sum(data.recognitions, 'received')).toBeGreaterThanOrEqual(4);
    expect(sum(data.points, 'points')).toBeGreaterThanOrEqual(30);
    expect(data.values.length).toBeGreaterThan(0);
    expect(data.participation.at(-1).members).toBe(5);
    const workload = data.checkIns.results.find((q: { text: string }) => q.text.startsWith('How manageable'));
    expect(workload.periods.at(-1).average).toBeNull();
    // Globex sees only its own (nothing of Acme's).
    const globex = (await r.api('umaGlobex', 'GET', `/insight/dashboards?${range()}`)).json();
    expect(globex.checkIns.results).toEqual([]);
  });

  it('exports each chart as CSV, leaving withheld averages empty, and refuses bad ranges', async () => {
    const csv = await r.api('ada', 'GET', `/insight/dashboards/checkIns/csv?${range()}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"category","question","period","respondents","average"');
    expect(lines.find((l) => l.includes(',4,'))).toMatch(/,4,""$/);
    expect(lines.some((l) => /,5,\d/.test(l))).toBe(true);
    expect((await r.api('ada', 'GET', `/insight/dashboards/recognitions/csv?${range()}`)).body).toContain(
      '"period","sent","received"',
    );
    expect((await r.api('ada', 'GET', '/insight/dashboards?from=2026-02-01&to=2026-01-01')).statusCode).toBe(
      400,
    );
    expect((await r.api('ada', 'GET', '/insight/dashboards?from=2020-01-01&to=2026-01-01')).statusCode).toBe(
      400,
    );
    expect((await r.api('ada', 'GET', `/insight/dashboards/nothing/csv?${range()}`)).statusCode).toBe(400);
  });
});
