import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { archivedQualityIds, qualitiesRequired } from './values-store.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(() => r.t.close());

type Value = {
  id: string;
  name: string;
  description: string;
  archivedAt: string | null;
  qualities: { id: string; name: string; archivedAt: string | null }[];
};
const names = (list: { name: string }[]) => list.map((item) => item.name);
const list = async (query = '') =>
  (await r.api('ada', 'GET', `/recognition/values${query}`)).json().results as Value[];
const auditActions = (targetId: string | null) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
    rowsOf<{ action: string }>(
      await tx.execute(
        targetId
          ? sql`select action from audit_log where target_id = ${targetId} order by created_at`
          : sql`select action from audit_log where target_type like 'value%' and target_id is null order by created_at`,
      ),
    ).map((row) => row.action),
  );
const inAcme = <T>(fn: Parameters<typeof inTenant<T>>[2]) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, fn);
const create = async (name: string, qualities: string[]) => {
  const created = await r.api('ada', 'POST', '/recognition/values', {
    name,
    description: `${name} in practice`,
    color: '#d13438',
    qualities: qualities.map((q) => ({ name: q })),
  });
  expect(created.statusCode).toBe(201);
  return created.json() as Value;
};

describe('values and qualities', () => {
  it('lists the seeded values in order with their qualities and colors', async () => {
    const values = (await r.api('eve', 'GET', '/recognition/values')).json().results;
    expect(names(values)).toEqual(['Customer obsession', 'Teamwork', 'Craft']);
    expect(values[0]).toMatchObject({
      color: '#0f6cbd',
      description: '',
      archivedAt: null,
      qualities: [{ name: 'Listens first' }, { name: 'Goes the extra mile' }],
    });
  });

  it('creates, edits, reads one and deletes an unused value, each change audited', async () => {
    const value = await create('Courage', ['Speaks up', 'Tries new things']);
    expect(value).toMatchObject({ name: 'Courage', description: 'Courage in practice', position: 3 });
    const [speaksUp] = value.qualities;
    const updated = await r.api('ada', 'PUT', `/recognition/values/${value.id}`, {
      name: 'Bravery',
      description: '  Acting despite fear ',
      color: '#D13438',
      qualities: [{ name: 'Bold', id: speaksUp?.id }, { name: 'Curious' }],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Bravery', description: 'Acting despite fear' });
    expect(names(updated.json().qualities)).toEqual(['Bold', 'Curious']);
    expect(updated.json().qualities[0].id).toBe(speaksUp?.id);
    const one = await r.api('eve', 'GET', `/recognition/values/${value.id}`);
    expect(one.json()).toMatchObject({ name: 'Bravery' });

    expect((await r.api('ada', 'DELETE', `/recognition/values/${value.id}`)).statusCode).toBe(200);
    expect((await r.api('ada', 'DELETE', `/recognition/values/${value.id}`)).statusCode).toBe(404);
    expect(await auditActions(value.id)).toEqual(['value.create', 'value.update', 'value.delete']);
  });

  it('archives and restores values and qualities; old recognitions keep them', async () => {
    const value = await create('Ownership', ['Finishes things', 'Owns mistakes']);
    const [finishes, owns] = value.qualities;
    if (!finishes || !owns) throw new Error('qualities missing');
    const sent = await r.send('eve', { sendTo: r.to('sam'), qualityIds: [finishes.id, owns.id] });
    expect(sent.statusCode).toBe(201);
    const recognitionId = sent.json().id;

    // Archive one quality through the edit; removing it instead is refused since it is used.
    const removed = await r.api('ada', 'PUT', `/recognition/values/${value.id}`, {
      name: value.name,
      color: '#d13438',
      qualities: [{ id: finishes.id, name: finishes.name }],
    });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().details[0].path).toBe('qualities');
    const archivedQuality = await r.api('ada', 'PUT', `/recognition/values/${value.id}`, {
      name: value.name,
      color: '#d13438',
      qualities: [
        { id: finishes.id, name: finishes.name },
        { id: owns.id, name: owns.name, archived: true },
      ],
    });
    expect(archivedQuality.json().qualities[1].archivedAt).not.toBeNull();
    let offered = (await list()).find((v) => v.id === value.id);
    expect(names(offered?.qualities ?? [])).toEqual(['Finishes things']);
    expect(await inAcme((tx) => archivedQualityIds(tx, [finishes.id, owns.id]))).toEqual(new Set([owns.id]));

    // Archive the value: hidden from the offer, listed with archived=include, undeletable.
    const archived = await r.api('ada', 'POST', `/recognition/values/${value.id}/archive`);
    expect(archived.json().archivedAt).not.toBeNull();
    expect((await list()).some((v) => v.id === value.id)).toBe(false);
    expect((await list('?archived=include')).find((v) => v.id === value.id)?.archivedAt).not.toBeNull();
    expect(await inAcme((tx) => archivedQualityIds(tx, [finishes.id]))).toEqual(new Set([finishes.id]));
    expect((await r.api('ada', 'DELETE', `/recognition/values/${value.id}`)).statusCode).toBe(409);

    const old = await r.api('sam', 'GET', `/recognition/recognitions/${recognitionId}?embed=qualities`);
    expect(names(old.json().qualities)).toEqual(['Finishes things', 'Owns mistakes']);

    const restored = await r.api('ada', 'POST', `/recognition/values/${value.id}/unarchive`);
    expect(restored.json().archivedAt).toBeNull();
    offered = (await list()).find((v) => v.id === value.id);
    expect(names(offered?.qualities ?? [])).toEqual(['Finishes things']);
    expect(await auditActions(value.id)).toEqual([
      'value.create',
      'value.update',
      'value.archive',
      'value.unarchive',
    ]);
  });

  it('reorders every value, archived ones included; a partial or foreign list changes nothing', async () => {
    const ids = (await list('?archived=include')).map((v) => v.id);
    const reversed = [...ids].reverse();
    const ordered = await r.api('ada', 'PUT', '/recognition/values/ordering', { idIn: reversed });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().results.map((v: Value) => v.id)).toEqual(reversed);
    expect(await auditActions(null)).toContain('value.reorder');

    const partial = await r.api('ada', 'PUT', '/recognition/values/ordering', { idIn: ids.slice(1) });
    expect(partial.statusCode).toBe(400);
    const globexValue = (await r.api('gus', 'GET', '/recognition/values')).json().results[0].id;
    const foreign = await r.api('ada', 'PUT', '/recognition/values/ordering', {
      idIn: [...ids.slice(1), globexValue],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list('?archived=include')).map((v) => v.id)).toEqual(reversed);
    const globex = (await r.api('gus', 'GET', '/recognition/values')).json().results;
    expect(globex[0].id).toBe(globexValue);

    await r.api('ada', 'PUT', '/recognition/values/ordering', { idIn: ids });
  });

  it('turns "qualities required" off and on for the tenant, audited', async () => {
    expect((await r.api('eve', 'GET', '/recognition/values/settings')).json()).toEqual({
      qualitiesRequired: true,
    });
    expect(await inAcme(qualitiesRequired)).toBe(true);
    const off = await r.api('ada', 'PUT', '/recognition/values/settings', { qualitiesRequired: false });
    expect(off.json()).toEqual({ qualitiesRequired: false });
    expect(await inAcme(qualitiesRequired)).toBe(false);
    expect((await r.api('gus', 'GET', '/recognition/values/settings')).json().qualitiesRequired).toBe(true);
    await r.api('ada', 'PUT', '/recognition/values/settings', { qualitiesRequired: true });
    expect(await inAcme(qualitiesRequired)).toBe(true);
    expect((await auditActions(null)).filter((a) => a === 'value.settings')).toHaveLength(2);
  });

  it('refuses changes without createValue (403)', async () => {
    const some = r.values[0].id;
    const calls: [string, string, unknown][] = [
      ['POST', '/recognition/values', { name: 'X', color: '#000000' }],
      ['PUT', `/recognition/values/${some}`, { name: 'X', color: '#000000' }],
      ['POST', `/recognition/values/${some}/archive`, undefined],
      ['DELETE', `/recognition/values/${some}`, undefined],
      ['PUT', '/recognition/values/ordering', { idIn: [some] }],
      ['PUT', '/recognition/values/settings', { qualitiesRequired: false }],
    ];
    for (const [method, url, body] of calls) {
      expect((await r.api('eve', method as 'POST', url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await list())[0]?.archivedAt).toBeNull();
  });

  it('refuses bad input by field with a sentence, and changes nothing', async () => {
    const before = await list('?archived=include');
    const bad = await r.api('ada', 'POST', '/recognition/values', {
      name: 'n'.repeat(500),
      color: 'red',
      qualities: [{ name: '' }],
    });
    expect(bad.statusCode).toBe(400);
    const details = bad.json().details as { path: string; message: string }[];
    expect(Object.fromEntries(details.map((d) => [d.path, d.message]))).toEqual({
      name: 'Use 60 characters or fewer',
      color: 'Use a color such as #5b5fc7',
      'qualities.0.name': 'Enter a name',
    });
    const first = before[0] as Value;
    const edit = await r.api('ada', 'PUT', `/recognition/values/${first.id}`, {
      name: first.name,
      color: '#12345',
    });
    expect(edit.json().details[0]).toMatchObject({ path: 'color' });
    const foreignQuality = (await r.api('gus', 'GET', '/recognition/values')).json().results[0].qualities[0]
      .id;
    const steal = await r.api('ada', 'PUT', `/recognition/values/${first.id}`, {
      name: 'Stolen',
      color: '#000000',
      qualities: [{ id: foreignQuality, name: 'Mine' }],
    });
    expect(steal.statusCode).toBe(400);
    expect(await list('?archived=include')).toEqual(before);
  });

  it('keeps each tenant to its own values', async () => {
    const globex = (await r.api('gus', 'GET', '/recognition/values')).json().results;
    expect(names(globex)).toEqual(['Integrity', 'Drive']);
    const acmeValue = r.values[0].id;
    const intrude = await r.api('umaGlobex', 'PUT', `/recognition/values/${acmeValue}`, {
      name: 'Hacked',
      color: '#000000',
    });
    expect(intrude.statusCode).toBe(404);
    expect((await r.api('umaGlobex', 'GET', `/recognition/values/${acmeValue}`)).statusCode).toBe(404);
    expect((await r.api('umaGlobex', 'POST', `/recognition/values/${acmeValue}/archive`)).statusCode).toBe(
      404,
    );
    expect((await r.api('umaGlobex', 'DELETE', `/recognition/values/${acmeValue}`)).statusCode).toBe(404);
    expect((await list())[0]).toMatchObject({ id: acmeValue, name: 'Customer obsession', archivedAt: null });
  });
});
