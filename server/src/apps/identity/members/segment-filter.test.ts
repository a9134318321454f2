import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MembersApp, startMembersApp } from './test-fixtures.ts';

let m: MembersApp;
beforeAll(async () => {
  m = await startMembersApp();
});
afterAll(() => m.t.close());

const names = async (who: 'ada' | 'eve' | 'umaGlobex', query: string) => {
  const response = await m.call(who, 'GET', query);
  expect(response.statusCode).toBe(200);
  return (response.json().results as { firstName: string }[]).map((member) => member.firstName);
};

describe('member list segment filter', () => {
  it('lists the members whose HR record has the value, whatever its case, to admins and employees', async () => {
    // The demo's records: ada, max and eve in Berlin, sam in Lisbon.
    expect(await names('ada', '?segmentKind=location&segmentValue=Berlin')).toEqual(['Ada', 'Eve', 'Max']);
    expect(await names('eve', '?segmentKind=location&segmentValue=%20berlin%20')).toEqual([
      'Ada',
      'Eve',
      'Max',
    ]);
    expect(await names('eve', '?segmentKind=department&segmentValue=Engineering&search=sa')).toEqual(['Sam']);
    expect(await names('ada', '?segmentKind=country&segmentValue=Portugal')).toEqual(['Sam']);
    expect(await names('ada', '?segmentKind=costCenter&segmentValue=Berlin')).toEqual([]);
    // The managers list takes the same filter: max manages eve and sam.
    expect(await names('ada', '/managers?segmentKind=location&segmentValue=Berlin')).toEqual(['Max']);
    expect(await names('ada', '/managers?segmentKind=location&segmentValue=Lisbon')).toEqual([]);
  });

  it('needs a kind and a value together, and a known kind', async () => {
    expect((await m.call('ada', 'GET', '?segmentKind=location')).statusCode).toBe(400);
    expect((await m.call('ada', 'GET', '?segmentValue=Berlin')).statusCode).toBe(400);
    expect((await m.call('ada', 'GET', '?segmentKind=shoeSize&segmentValue=9')).statusCode).toBe(400);
  });

  it("sees no other tenant's records", async () => {
    expect(await names('umaGlobex', '?segmentKind=location&segmentValue=Berlin')).toEqual([]);
  });
});
