import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../recognition/test-fixtures.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

describe('GET /auditing/logs', () => {
  it('shows admins what was done, by whom, newest first, filtered by target', async () => {
    const team = (await r.api('ada', 'POST', '/identity/teams', { name: 'Logged' })).json();
    await r.api('ada', 'PATCH', `/identity/teams/${team.id}`, { name: 'Logged again' });
    await r.api('ada', 'POST', '/identity/teams', { name: 'Elsewhere' });

    const response = await r.api('ada', 'GET', `/auditing/logs?targetType=team&targetId=${team.id}`);
    expect(response.statusCode).toBe(200);
    const { results, next } = response.json();
    expect(next).toBeNull();
    expect(results).toMatchObject([
      {
        action: 'team.update',
        targetId: team.id,
        actor: { id: r.ids.ada, firstName: 'Ada' },
        before: { name: 'Logged' },
        after: { name: 'Logged again' },
      },
      { action: 'team.create', before: null, after: { name: 'Logged' } },
    ]);
    const creations = (await r.api('ada', 'GET', '/auditing/logs?actionIn=team.create&pageSize=1')).json();
    expect(creations.results.map((row: { after: { name: string } }) => row.after.name)).toEqual([
      'Elsewhere',
    ]);
    expect(creations.next).toBe(2);
  });

  it('is for auditingApp browse, and each organization sees only its own log', async () => {
    expect((await r.api('eve', 'GET', '/auditing/logs')).statusCode).toBe(403);
    expect((await r.api(null, 'GET', '/auditing/logs')).statusCode).toBe(401);
    expect((await r.api('umaGlobex', 'GET', '/auditing/logs')).json().results).toEqual([]);
  });
});
