import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '#shared/contract/report';
import { mailOutbox } from '../../db/schema.ts';
import { type ReportApp, startReportApp } from '../../test/fixtures/report.ts';

/**
 * The segment filter (docs/report.md "Segments"), figures worked out by hand from
 * test/fixtures/report.ts and the demo's HR records: ada, max and eve in Berlin, sam in Lisbon;
 * ada in People Operations, the others in Engineering.
 */
let app: ReportApp;
beforeAll(async () => {
  app = await startReportApp();
}, 120_000);
afterAll(() => app?.t.close());

const year = '2020-01-01_2020-12-31';
const get = async (path: string, who: 'ada' | 'umaGlobex' = 'ada') => {
  const response = await app.api(who, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportResult;
};
const engagement = (teams: string) =>
  get(`/report/reports/engagement?range=${year}&teams=${encodeURIComponent(teams)}&groupBy=quarter`);

describe('segment filter', () => {
  it('counts only the people whose HR record has the segment, letter case ignored', async () => {
    const result = await engagement('location:lisbon');
    expect(result.segments).toEqual([{ kind: 'location', value: 'lisbon' }]);
    // sam: received max's recognition of 10 February and an award on 10 May; sent nothing counted.
    expect(result.totals).toEqual({
      recognitionsSent: 0,
      recognitionsReceived: 1,
      awardsSent: 0,
      awardsReceived: 1,
      activeMembers: 1,
      members: 1,
      participation: 100,
    });
    expect(result.rows[0]?.values).toMatchObject({ recognitionsReceived: 1, awardsReceived: 0 });
    expect(result.rows[1]?.values).toMatchObject({ recognitionsReceived: 0, awardsReceived: 1 });
  });

  it('combines with teams; values of one kind are alternatives, kinds all apply', async () => {
    // Engineering in Berlin: max and eve.
    const berliners = {
      recognitionsSent: 2,
      recognitionsReceived: 3,
      awardsSent: 0,
      awardsReceived: 2,
      activeMembers: 2,
      members: 2,
      participation: 100,
    };
    expect((await engagement(`${app.fixed.engineering},location:Berlin`)).totals).toEqual(berliners);
    expect((await engagement('location:Berlin,department:Engineering')).totals).toEqual(berliners);
    // Berlin or Lisbon, and People Operations: ada alone.
    expect(
      (await engagement('location:Berlin,location:Lisbon,department:People%20Operations')).totals,
    ).toEqual({
      recognitionsSent: 1,
      recognitionsReceived: 0,
      awardsSent: 2,
      awardsReceived: 0,
      activeMembers: 1,
      members: 1,
      participation: 100,
    });
    // Nobody has this value: every figure is zero.
    expect((await engagement('location:Madrid')).totals).toMatchObject({ members: 0, recognitionsSent: 0 });
  });

  it('filters every report', async () => {
    const orders = await get(`/report/reports/redemption-summary?range=${year}&teams=location:Lisbon`);
    expect(orders.totals).toMatchObject({ orders: 1, points: 0, refunds: 1, refundedPoints: 250 });
    const awards = await get(`/report/reports/award-summary?range=${year}&teams=location:Lisbon`);
    expect(awards.totals).toMatchObject({ awards: 1, recipients: 1, points: 20, nominations: 1 });
    const managers = await get(`/report/reports/manager-leaderboard?range=${year}&teams=location:Berlin`);
    expect(managers.rows.map((row) => row.label)).toEqual(['Max Planck']);
    expect(
      (await get(`/report/reports/manager-leaderboard?range=${year}&teams=location:Lisbon`)).rows,
    ).toEqual([]);
  });

  it('exports the filtered view as CSV and PDF', async () => {
    const csv = await app.api(
      'ada',
      'GET',
      `/report/reports/engagement/csv?range=${year}&teams=location:Lisbon&groupBy=quarter`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n').at(-1)).toBe('"Total",0,1,0,1,1,1,100');
    const pdf = await app.api(
      'ada',
      'GET',
      `/report/reports/engagement/pdf?range=${year}&teams=location:Lisbon&groupBy=quarter&locale=de`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an unknown segment kind or an empty value, naming the part', async () => {
    for (const teams of ['shoeSize:9', 'location:', ':Berlin', 'location:%E0%A4%A']) {
      const response = await app.api(
        'ada',
        'GET',
        `/report/reports/engagement?teams=${encodeURIComponent(teams)}`,
      );
      expect(response.statusCode, teams).toBe(400);
      expect(response.json().details[0].path).toBe('teams');
    }
  });

  it('keeps another organization to its own records', async () => {
    // Globex has no HR record in Berlin: nobody matches there.
    const result = await get(
      `/report/reports/engagement?range=${year}&teams=location:Berlin&groupBy=quarter`,
      'umaGlobex',
    );
    expect(result.totals).toMatchObject({ members: 0, recognitionsSent: 0, recognitionsReceived: 0 });
  });

  it('mails and schedules the view with its segments, and links back to it', async () => {
    const view = { range: year, teams: `${app.fixed.engineering},location:Lisbon`, groupBy: 'quarter' };
    const path = `/reports/engagement/${year}/${app.fixed.engineering},location:Lisbon/quarter`;
    const sent = await app.api('ada', 'POST', '/report/reports/engagement/emails', {
      view,
      memberIds: [],
      emails: ['segments@example.com'],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().path).toBe(path);
    const [mail] = await app.t.services.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'segments@example.com'));
    expect(mail?.text).toContain(path);
    const past = (await app.api('ada', 'GET', '/report/reports/engagement/emails')).json().results;
    expect(past[0].path).toBe(path);
    const scheduled = await app.api('ada', 'POST', '/report/reports/engagement/schedules', {
      view,
      cadence: 'weekly',
      day: 1,
      time: '09:00',
      memberIds: [app.ids.max],
      emails: [],
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    expect(scheduled.json().results[0].path).toBe(path);
  });
});
