import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../../db/client.ts';
import { tenantMembers } from '../../../db/schema.ts';
import { type RecognitionApp, startRecognitionApp } from '../../../test/fixtures/recognition.ts';

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
}, 120_000);
afterAll(() => r?.t.close());

const attack = `=cmd|' /C calc'!A0`;
const setSam = (values: Partial<typeof tenantMembers.$inferInsert>) =>
  inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, (tx) =>
    tx.update(tenantMembers).set(values).where(eq(tenantMembers.id, r.ids.sam)),
  );

describe('the members export', () => {
  it('writes one quoted row per member, a formula in a name as text (CSV injection)', async () => {
    await setSam({ firstName: attack, lastName: '+SUM(1;2)' });
    try {
      const response = await r.api('ada', 'POST', '/identity/tenantMembers/export', {});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"/,
      );
      expect(response.headers['cache-control']).toBe('no-store');
      const rows = parse(response.body) as string[][];
      expect(rows[0]?.slice(0, 4)).toEqual(['id', 'firstName', 'lastName', 'email']);
      const sam = rows.find((row) => row[0] === r.ids.sam);
      expect(sam?.slice(1, 4)).toEqual([`'${attack}`, "'+SUM(1;2)", 'sam@acme.test']);
      expect(sam?.[7]).toBe('false');
      for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    } finally {
      await setSam({ firstName: 'Sam', lastName: 'Okafor' });
    }
  });
});
