import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { notificationMessages, tenantMembers } from '../../db/schema.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';

/**
 * Migration 0054 turned the English sentences the server was known to write into kinds. The
 * demo is seeded after the migrations ran, so its rows never met it: this test writes old rows
 * and runs the migration's own conversion statements on them.
 */
let t: TestApp;
let acmeId: string;
let eveId: string;

const inAcme = <T>(fn: Parameters<typeof inTenant<T>>[2]) =>
  inTenant(t.services.db, { tenantId: acmeId, userId: null }, fn);

// Tests run from the repository root (vitest.config.ts).
const conversions = readFileSync(
  path.join(process.cwd(), 'server/drizzle/0054_notification_kinds.sql'),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
  .filter((statement) => statement.startsWith('UPDATE'));

const old = [
  ['Max Planck recognized you', 'recognition.recognized', { name: 'Max Planck' }],
  ['Eve Curie mentioned you in a recognition', 'recognition.mentioned', { name: 'Eve Curie' }],
  ['Sam Okafor commented on your recognition', 'recognition.commented', { name: 'Sam Okafor' }],
  ['Sam Okafor commented on your award', 'award.commented', { name: 'Sam Okafor' }],
  [
    'Ada Lovelace gave you the award “Rising star”',
    'award.given',
    { name: 'Ada Lovelace', award: 'Rising star' },
  ],
  ['You received the award “Team player”', 'award.received', { award: 'Team player' }],
  ['New announcement: Office move: Friday', 'announcement.published', { title: 'Office move: Friday' }],
  ['You received a card: Happy birthday!', 'card.received', { title: 'Happy birthday!' }],
] as const;
const kept = ['Happy birthday from all of us!', 'Welcome to Kudos! Set up how you want to be notified.'];

beforeAll(async () => {
  t = await startTestApp();
  acmeId = (
    await t.request({ method: 'GET', url: '/api/identity/tenants/metadata?domain=acme.localhost' })
  ).json().id;
  const [eve] = await inAcme((tx) =>
    tx.select({ id: tenantMembers.id }).from(tenantMembers).where(eq(tenantMembers.email, 'eve@acme.test')),
  );
  eveId = eve?.id as string;
});
afterAll(() => t.close());

describe('the notification_kinds migration', () => {
  it('turns the known English sentences into kinds and keeps every other text', async () => {
    expect(conversions).toHaveLength(old.length);
    const rows = await inAcme(async (tx) => {
      const inserted = await tx
        .insert(notificationMessages)
        .values(
          [...old.map(([message]) => message), ...kept].map((message) => ({
            tenantId: acmeId,
            memberId: eveId,
            message,
          })),
        )
        .returning({ id: notificationMessages.id });
      for (const statement of conversions) await tx.execute(sql.raw(statement));
      return tx
        .select()
        .from(notificationMessages)
        .where(
          sql`${notificationMessages.id} in (${sql.join(
            inserted.map((row) => sql`${row.id}`),
            sql`, `,
          )})`,
        );
    });
    for (const [message, kind, params] of old) {
      const row = rows.find((r) => r.kind === kind);
      expect(row, message).toMatchObject({ kind, params, message: null });
    }
    for (const message of kept) {
      expect(
        rows.find((r) => r.message === message),
        message,
      ).toMatchObject({ kind: null, params: null });
    }

    // Converted rows now read in the reader's language.
    await inAcme((tx) => tx.update(tenantMembers).set({ locale: 'de' }).where(eq(tenantMembers.id, eveId)));
    try {
      const token = await t.login('eve@acme.test');
      const list = (
        await t.request({ method: 'GET', url: '/api/notifications/messages/?pageSize=100', token })
      ).json().results as { kind: string | null; message: string }[];
      expect(list.find((m) => m.kind === 'award.given')?.message).toBe(
        'Ada Lovelace hat Ihnen die Auszeichnung „Rising star“ verliehen',
      );
      expect(list.map((m) => m.message)).toContain('Welcome to Kudos! Set up how you want to be notified.');
    } finally {
      await inAcme((tx) => tx.update(tenantMembers).set({ locale: null }).where(eq(tenantMembers.id, eveId)));
    }
  });
});
