import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from './test-fixtures.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

describe('values and qualities', () => {
  it('lists the seeded values in order with their qualities and colors', async () => {
    const list = (await r.api('eve', 'GET', '/recognition/values')).json().results;
    expect(list.map((v: { name: string }) => v.name)).toEqual(['Customer obsession', 'Teamwork', 'Craft']);
    expect(list[0]).toMatchObject({
      color: '#0f6cbd',
      qualities: [{ name: 'Listens first' }, { name: 'Goes the extra mile' }],
    });
  });

  it('creates, renames, reorders and deletes a value (admin)', async () => {
    const created = await r.api('ada', 'POST', '/recognition/values', {
      name: 'Courage',
      color: '#d13438',
      qualities: [{ name: 'Speaks up' }, { name: 'Tries new things' }],
    });
    expect(created.statusCode).toBe(201);
    const value = created.json();
    expect(value).toMatchObject({ name: 'Courage', position: 3 });
    const [speaksUp] = value.qualities;
    const updated = await r.api('ada', 'PUT', `/recognition/values/${value.id}`, {
      name: 'Bravery',
      color: '#d13438',
      qualities: [{ name: 'Bold', id: speaksUp.id }, { name: 'Curious' }],
    });
    expect(updated.json().qualities.map((q: { name: string }) => q.name)).toEqual(['Bold', 'Curious']);
    expect(updated.json().qualities[0].id).toBe(speaksUp.id);

    const ids = (await r.api('ada', 'GET', '/recognition/values'))
      .json()
      .results.map((v: { id: string }) => v.id);
    const reversed = [...ids].reverse();
    const ordered = await r.api('ada', 'PUT', '/recognition/values/ordering', { idIn: reversed });
    expect(ordered.json().results.map((v: { id: string }) => v.id)).toEqual(reversed);
    const partial = await r.api('ada', 'PUT', '/recognition/values/ordering', { idIn: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);

    expect((await r.api('ada', 'DELETE', `/recognition/values/${value.id}`)).statusCode).toBe(200);
    expect((await r.api('ada', 'DELETE', `/recognition/values/${value.id}`)).statusCode).toBe(404);
  });

  it('refuses changes without createValue, and bad input by field', async () => {
    expect(
      (await r.api('eve', 'POST', '/recognition/values', { name: 'X', color: '#000000' })).statusCode,
    ).toBe(403);
    const bad = await r.api('ada', 'POST', '/recognition/values', { name: '', color: 'red' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['color', 'name']);
  });

  it('keeps each tenant to its own values', async () => {
    const globex = (await r.api('gus', 'GET', '/recognition/values')).json().results;
    expect(globex.map((v: { name: string }) => v.name)).toEqual(['Integrity', 'Drive']);
    const acmeValue = r.values[0].id;
    const intrude = await r.api('umaGlobex', 'PUT', `/recognition/values/${acmeValue}`, {
      name: 'Hacked',
      color: '#000000',
    });
    expect(intrude.statusCode).toBe(404);
    expect((await r.api('umaGlobex', 'DELETE', `/recognition/values/${acmeValue}`)).statusCode).toBe(404);
  });
});
