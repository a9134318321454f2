import { and, eq, sql } from 'drizzle-orm';
import { nextSend } from '../apps/report/schedule-time.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  awardRecipients,
  awards,
  awardTypes,
  recognitionRecipients,
  recognitions,
  reportSchedules,
  rewardOrders,
  rewards,
  tenantMembers,
  tenants,
} from '../db/schema.ts';
import { credit, debit, lockAccount, refund } from '../kernel/points/ledger.ts';

const dayMs = 86_400_000;

/** Recognitions of the last weeks (no points, so no balance moves): sender, recipients, days ago. */
const history: [string, string[], number][] = [
  ['max', ['eve', 'sam'], 12],
  ['eve', ['max'], 15],
  ['ada', ['eve'], 19],
  ['sam', ['eve'], 24],
  ['max', ['sam'], 31],
  ['eve', ['sam', 'max'], 38],
  ['ada', ['max'], 44],
  ['sam', ['ada'], 52],
  ['max', ['eve'], 60],
  ['eve', ['ada'], 67],
  ['ada', ['sam'], 75],
  ['sam', ['max'], 83],
];

/**
 * Acme's history for the reports (docs/report.md, issue 29): recognitions, awards and reward
 * orders spread over the last three months, so every report shows a chart on a fresh start, and a
 * weekly e-mail of the engagement report to ada. Only `npm start` and `npm run seed` add it: the
 * server tests' demo data stays as small as their counts expect. Runs as the owner.
 */
export async function seedDemoReportHistory(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [acme] = await tx.select().from(tenants).where(eq(tenants.slug, 'acme'));
    if (!acme) return;
    const tenantId = acme.id;
    const members = await tx
      .select({ id: tenantMembers.id, email: tenantMembers.email })
      .from(tenantMembers)
      .where(eq(tenantMembers.tenantId, tenantId));
    const id = (name: string) => members.find((m) => m.email === `${name}@acme.test`)?.id as string;
    const ago = (days: number) => new Date(now.getTime() - days * dayMs);

    for (const [from, to, days] of history) {
      const at = ago(days);
      const [row] = await tx
        .insert(recognitions)
        .values({
          tenantId,
          senderId: id(from),
          message: '<p>Thank you for your help this week!</p>',
          status: 'published',
          sendTo: to.map((name) => ({ id: id(name), type: 'tenantMember' as const })),
          createdAt: at,
          updatedAt: at,
          publishedAt: at,
        })
        .returning({ id: recognitions.id });
      await tx
        .insert(recognitionRecipients)
        .values(to.map((name) => ({ tenantId, recognitionId: row?.id as string, memberId: id(name) })));
    }

    const [spot] = await tx
      .select()
      .from(awardTypes)
      .where(and(eq(awardTypes.tenantId, tenantId), eq(awardTypes.name, 'Spot award')));
    if (spot) {
      for (const [to, days] of [
        ['eve', 20],
        ['sam', 46],
        ['max', 70],
      ] as const) {
        const at = ago(days);
        const [award] = await tx
          .insert(awards)
          .values({
            tenantId,
            awardTypeId: spot.id,
            senderId: id('ada'),
            name: spot.name,
            message: '<p>For going the extra mile.</p>',
            sendTo: [{ id: id(to), type: 'tenantMember' }],
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: awards.id });
        await tx.insert(awardRecipients).values({ tenantId, awardId: award?.id as string, memberId: id(to) });
      }
    }

    await seedOrders(tx, tenantId, id, ago);

    // The weekly engagement e-mail to ada, Mondays at nine in Acme's zone.
    const schedule = { cadence: 'weekly' as const, day: 1, time: '09:00' };
    await tx.insert(reportSchedules).values({
      tenantId,
      reportId: 'engagement',
      view: { range: 'lastIsoWeek', teamIds: [], groupBy: 'team' },
      ...schedule,
      memberIds: [id('ada')],
      emails: [],
      locale: 'en',
      nextRunAt: nextSend(schedule, acme.timeZone, now),
      createdById: id('ada'),
    });
  });
}

/** Hoodie orders paid through the ledger (points added first, so balances stay as they were); one refunded. */
async function seedOrders(
  tx: Tx,
  tenantId: string,
  id: (name: string) => string,
  ago: (days: number) => Date,
) {
  const [hoodie] = await tx
    .select()
    .from(rewards)
    .where(and(eq(rewards.tenantId, tenantId), eq(rewards.name, 'Company hoodie')));
  if (!hoodie) return;
  for (const [who, days, refunded] of [
    ['eve', 26, false],
    ['max', 54, true],
    ['eve', 80, false],
  ] as const) {
    const memberId = id(who);
    await credit(tx, tenantId, [{ memberId, amount: hoodie.cost }], 'redeemable', 'redeemable_add');
    const account = await lockAccount(tx, tenantId, memberId, 'redeemable');
    await debit(tx, account, hoodie.cost, 'redeem');
    if (refunded) await refund(tx, tenantId, memberId, hoodie.cost);
    await tx.insert(rewardOrders).values({
      tenantId,
      memberId,
      providerId: hoodie.providerId,
      rewardId: hoodie.id,
      rewardName: hoodie.name,
      cost: hoodie.cost,
      state: refunded ? 'refunded' : 'fulfilled',
      fulfilledAt: refunded ? null : ago(days - 1),
      createdAt: ago(days),
    });
    if (!refunded)
      await tx
        .update(rewards)
        .set({ stock: sql`${rewards.stock} - 1` })
        .where(eq(rewards.id, hoodie.id));
  }
}
