import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

type Row = { id: string; firstName: string; receivedCount: number };

describe('managers and peers', () => {
  it('give max a summary of his direct reports recognized in the last 30 days', async () => {
    const reports = (await r.api('max', 'GET', '/recognition/managers/reports')).json();
    expect(reports.total).toBe(2);
    expect(reports.recognizedCount).toBe(2);
    expect(reports.results.map((x: Row) => [x.firstName, x.receivedCount])).toEqual([
      ['Eve', 1],
      ['Sam', 2],
    ]);
    expect(reports.results[0].lastReceivedAt).toMatch(/^\d{4}-/);
    const none = (await r.api('eve', 'GET', '/recognition/managers/reports')).json();
    expect(none).toMatchObject({ results: [], total: 0, recognizedCount: 0 });
  });

  it('rank managers by what their reports received', async () => {
    const ranking = (await r.api('eve', 'GET', '/recognition/managers/rankings?limit=5')).json().results;
    expect(ranking).toEqual([expect.objectContaining({ id: r.ids.max, firstName: 'Max', receivedCount: 3 })]);
  });

  it('list peers who share a manager, least recognized first', async () => {
    await r.send('ada', { sendTo: r.to('eve') });
    await r.send('ada', { sendTo: r.to('eve') });
    const peers = (await r.api('sam', 'GET', '/recognition/peers?limit=5')).json().results;
    expect(peers.map((x: Row) => [x.firstName, x.receivedCount])).toEqual([['Eve', 3]]);
    expect((await r.api('ada', 'GET', '/recognition/peers')).json().results).toEqual([]);
  });
});

describe('recipient search', () => {
  it('finds active members other than the caller, and teams', async () => {
    const found = (await r.api('eve', 'GET', '/recognition/recipients?search=a')).json();
    const names = found.tenantMembers.map((m: { firstName: string }) => m.firstName);
    expect(names).toEqual(expect.arrayContaining(['Ada', 'Max', 'Sam', 'Uma']));
    expect(names).not.toContain('Eve');
    await r.api('ada', 'POST', `/identity/tenantMembers/${r.ids.sam}/suspend`);
    const after = (await r.api('eve', 'GET', '/recognition/recipients?search=sam')).json();
    expect(after.tenantMembers).toEqual([]);
    expect((await r.api('gus', 'GET', '/recognition/recipients?search=ada')).json().tenantMembers).toEqual(
      [],
    );
  });
});
