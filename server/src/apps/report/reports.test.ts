import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportResult } from '#shared/contract/report';
import { type ReportApp, startReportApp } from '../../test/fixtures/report.ts';

/** Every figure below is worked out by hand from test/fixtures/report.ts (the year 2020 in Acme). */
let app: ReportApp;
beforeAll(async () => {
  app = await startReportApp();
}, 120_000);
afterAll(() => app?.t.close());

const year = '2020-01-01_2020-12-31';
const get = async (path: string, who: 'ada' | 'max' | 'umaGlobex' = 'ada') => {
  const response = await app.api(who, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ReportResult;
};
const rowOf = (result: ReportResult, key: string) => result.rows.find((row) => row.key === key)?.values;

describe('engagement', () => {
  it('counts Engineering’s year by quarter, each quarter shown', async () => {
    const result = await get(
      `/report/reports/engagement?range=${year}&teams=${app.fixed.engineering}&groupBy=quarter`,
    );
    expect(result.rows.map((row) => row.label)).toEqual(['2020-Q1', '2020-Q2', '2020-Q3', '2020-Q4']);
    expect(result.rows[0]?.values).toMatchObject({
      recognitionsSent: 2,
      recognitionsReceived: 3,
      awardsSent: 0,
      awardsReceived: 1,
      activeMembers: 3,
    });
    expect(result.rows[1]?.values).toMatchObject({
      recognitionsSent: 0,
      recognitionsReceived: 1,
      awardsReceived: 2,
    });
    expect(result.rows[2]?.values).toMatchObject({
      recognitionsSent: 0,
      activeMembers: 0,
      members: 3,
      participation: 0,
    });
    expect(result.totals).toEqual({
      recognitionsSent: 2,
      recognitionsReceived: 4,
      awardsSent: 0,
      awardsReceived: 3,
      activeMembers: 3,
      members: 3,
      participation: 100,
    });
  });

  it('counts everyone once in the totals and each team in its row', async () => {
    const result = await get(`/report/reports/engagement?range=${year}&teams=all&groupBy=team`);
    expect(result.totals).toMatchObject({
      recognitionsSent: 3,
      recognitionsReceived: 4,
      awardsSent: 2,
      awardsReceived: 3,
      activeMembers: 4,
    });
    expect(rowOf(result, app.fixed.people)).toMatchObject({
      recognitionsSent: 1,
      recognitionsReceived: 0,
      awardsSent: 2,
      awardsReceived: 0,
      activeMembers: 1,
      members: 1,
      participation: 100,
    });
    expect(rowOf(result, app.fixed.engineering)).toMatchObject({
      recognitionsSent: 2,
      awardsReceived: 3,
      members: 3,
    });
    expect(result.rows.find((row) => row.key === app.fixed.engineering)?.label).toBe('Engineering');
  });
});

describe('award summary', () => {
  it('sums awards, recipients, points and nominations by type and by bank', async () => {
    const byType = await get(`/report/reports/award-summary?range=${year}&groupBy=awardType`);
    expect(rowOf(byType, app.fixed.typeId)).toEqual({ awards: 2, recipients: 3, points: 90, nominations: 2 });
    expect(byType.totals).toEqual({ awards: 2, recipients: 3, points: 90, nominations: 2 });
    const byBank = await get(`/report/reports/award-summary?range=${year}&groupBy=bank`);
    expect(byBank.rows.find((row) => row.key === app.fixed.bankId)).toMatchObject({
      label: 'Report bank',
      values: { points: 90 },
    });
  });

  it('keeps to the chosen team', async () => {
    const people = await get(
      `/report/reports/award-summary?range=${year}&teams=${app.fixed.people}&groupBy=month`,
    );
    expect(people.rows).toHaveLength(12);
    expect(people.totals).toEqual({ awards: 0, recipients: 0, points: 0, nominations: 0 });
    const engineering = await get(
      `/report/reports/award-summary?range=${year}&teams=${app.fixed.engineering}&groupBy=month`,
    );
    expect(engineering.rows.find((row) => row.label === '2020-05')?.values).toMatchObject({
      awards: 1,
      recipients: 2,
      points: 40,
    });
  });
});

describe('redemption summary', () => {
  it('counts orders, kept points, face value and refunds by provider', async () => {
    const result = await get(`/report/reports/redemption-summary?range=${year}&groupBy=provider`);
    expect(rowOf(result, app.fixed.providerId)).toEqual({
      orders: 3,
      points: 350,
      money: 25,
      refunds: 1,
      refundedPoints: 250,
    });
    expect(result.rows.find((row) => row.key === app.fixed.providerId)?.label).toBe('Report store');
    const engineering = await get(
      `/report/reports/redemption-summary?range=${year}&teams=${app.fixed.engineering}&groupBy=reward`,
    );
    expect(engineering.totals).toEqual({
      orders: 2,
      points: 250,
      money: 25,
      refunds: 1,
      refundedPoints: 250,
    });
    expect(engineering.rows.map((row) => row.label)).toEqual(['Gift card']);
  });
});

describe('manager leaderboard', () => {
  it('ranks managers by recognitions given and by their reports’ received', async () => {
    const result = await get(`/report/reports/manager-leaderboard?range=${year}&groupBy=given`);
    const max = rowOf(result, app.ids.max);
    expect(max).toMatchObject({ recognitionsGiven: 1, reportsReceived: 3 });
    expect(max?.directReports).toBeGreaterThanOrEqual(2);
    expect(result.rows[0]?.key).toBe(app.ids.max);
  });
});

describe('views, access and tenants', () => {
  it('refuses what it does not understand, naming the part', async () => {
    for (const [query, path] of [
      ['range=2015-01-01_2021-01-01', 'range'],
      ['range=2020-02-30_2020-03-01', 'range'],
      ['range=yesterday', 'range'],
      ['teams=not-a-team', 'teams'],
      ['groupBy=provider', 'groupBy'],
    ] as const) {
      const response = await app.api('ada', 'GET', `/report/reports/engagement?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details[0].path).toBe(path);
    }
    expect((await app.api('ada', 'GET', '/report/reports/sales')).statusCode).toBe(400);
  });

  it('shows an employee nothing until a report is shared with them', async () => {
    expect((await app.api('max', 'GET', '/report/reports/engagement')).statusCode).toBe(403);
    expect((await app.api('max', 'GET', '/report/reports')).json()).toEqual({
      results: [],
      canManage: false,
    });
    expect((await app.api('max', 'GET', '/report/teams')).statusCode).toBe(403);
    const list = (await app.api('ada', 'GET', '/report/reports')).json();
    expect(list.canManage).toBe(true);
    expect(list.results.map((row: { id: string }) => row.id)).toEqual([
      'redemption-summary',
      'engagement',
      'award-summary',
      'manager-leaderboard',
    ]);
  });

  it('keeps each organization to its own data, whatever team ids it is given', async () => {
    const globex = await get(`/report/reports/engagement?range=${year}&groupBy=quarter`, 'umaGlobex');
    expect(globex.totals.recognitionsSent).toBe(0);
    const foreign = await get(
      `/report/reports/engagement?range=${year}&teams=${app.fixed.engineering}&groupBy=team`,
      'umaGlobex',
    );
    expect(foreign.rows).toEqual([]);
    expect(foreign.totals).toMatchObject({ recognitionsSent: 0, members: 0 });
  });

  it('exports the view as CSV with a total line', async () => {
    const response = await app.api(
      'ada',
      'GET',
      `/report/reports/redemption-summary/csv?range=${year}&teams=${app.fixed.engineering}&groupBy=provider&locale=de`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Gruppe","Bestellungen","Punkte","Nennwert","Erstattungen","Erstattete Punkte"');
    expect(lines[1]).toBe('"Report store",2,250,25,1,250');
    expect(lines[2]).toBe('"Summe",2,250,25,1,250');
  });

  it('exports the view as a PDF, in German too', async () => {
    for (const locale of ['en', 'de']) {
      const response = await app.api(
        'ada',
        'GET',
        `/report/reports/engagement/pdf?range=${year}&teams=${app.fixed.engineering}&groupBy=quarter&locale=${locale}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="engagement-2020-01-01-2020-12-31.pdf"',
      );
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await app.api('max', 'GET', '/report/reports/engagement/pdf')).statusCode).toBe(403);
  });
});
