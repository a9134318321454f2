import type { Tx } from '../db/client.ts';
import {
  recognitionComments,
  recognitionQualities,
  recognitionRecipients,
  recognitions,
  recognitionValues,
} from '../db/schema.ts';
import { credit, debit, ensureAccounts, lockAccount } from '../kernel/points/ledger.ts';

/** Monthly allocation every demo member starts with. */
export const demoAllocation = 100;

const demoValues: Record<string, { name: string; color: string; qualities: string[] }[]> = {
  acme: [
    { name: 'Customer obsession', color: '#0f6cbd', qualities: ['Listens first', 'Goes the extra mile'] },
    { name: 'Teamwork', color: '#107c10', qualities: ['Helps others', 'Shares knowledge'] },
    { name: 'Craft', color: '#c239b3', qualities: ['Attention to detail', 'Creative thinking'] },
  ],
  globex: [
    { name: 'Integrity', color: '#5b5fc7', qualities: ['Honest feedback', 'Owns mistakes'] },
    { name: 'Drive', color: '#ca5010', qualities: ['Bias for action', 'Sees it through'] },
  ],
};

type DemoRecognition = {
  from: string;
  to: string[];
  amount: number;
  message: string;
  quality: string;
  daysAgo: number;
};

const acmeRecognitions: DemoRecognition[] = [
  {
    from: 'max@acme.test',
    to: ['eve@acme.test'],
    amount: 10,
    message: '<p>Thank you for untangling the release pipeline this week 🚀</p>',
    quality: 'Goes the extra mile',
    daysAgo: 3,
  },
  {
    from: 'eve@acme.test',
    to: ['sam@acme.test'],
    amount: 5,
    message: '<p>The new onboarding screens are lovely. Thanks for pairing with me on them!</p>',
    quality: 'Creative thinking',
    daysAgo: 2,
  },
  {
    from: 'ada@acme.test',
    to: ['max@acme.test', 'sam@acme.test'],
    amount: 10,
    message: '<p>Great job running the team offsite 🎉</p>',
    quality: 'Helps others',
    daysAgo: 1,
  },
];

/** Comments on the demo recognitions (one paragraph of HTML, as the comment box sends them): `on` is the recognition's sender, so "your recognition" is true. */
const acmeComments: { by: string; on: string; body: string; hoursAgo: number }[] = [
  { by: 'sam@acme.test', on: 'eve@acme.test', body: '<p>Happy to pair again any time!</p>', hoursAgo: 26 },
  { by: 'max@acme.test', on: 'ada@acme.test', body: '<p>It was a team effort, thank you!</p>', hoursAgo: 5 },
];

/** What the demo notifications point at: recognition ids by sender e-mail. */
export type DemoRecognitionIds = Map<string, string>;

/**
 * Values with qualities for both demo tenants, the monthly allocation on every membership (as
 * ledger rows, so balances add up), a few published recognitions so Acme's /home has a feed, and
 * comments on them. Returns each Acme recognition's id by its sender's e-mail.
 */
export async function seedDemoRecognition(
  tx: Tx,
  tenantIds: Map<string, string>,
  memberIds: Map<string, string>,
): Promise<DemoRecognitionIds> {
  const recognitionIds: DemoRecognitionIds = new Map();
  const qualityIds = new Map<string, string>();
  for (const [tenant, values] of Object.entries(demoValues)) {
    const tenantId = tenantIds.get(tenant) as string;
    for (const [position, value] of values.entries()) {
      const [row] = await tx
        .insert(recognitionValues)
        .values({ tenantId, name: value.name, color: value.color, position })
        .returning();
      for (const [qualityPosition, name] of value.qualities.entries()) {
        const [quality] = await tx
          .insert(recognitionQualities)
          .values({ tenantId, valueId: row?.id as string, name, position: qualityPosition })
          .returning();
        qualityIds.set(`${tenant}:${name}`, quality?.id as string);
      }
    }
  }

  for (const [key, memberId] of memberIds) {
    const tenantId = tenantIds.get(key.split(':')[0] as string) as string;
    await ensureAccounts(tx, tenantId, [memberId]);
    await credit(tx, tenantId, [{ memberId, amount: demoAllocation }], 'allocation', 'allocation');
  }

  const acmeId = tenantIds.get('acme') as string;
  for (const demo of acmeRecognitions) {
    const senderId = memberIds.get(`acme:${demo.from}`) as string;
    const to = demo.to.map((email) => memberIds.get(`acme:${email}`) as string);
    const at = new Date(Date.now() - demo.daysAgo * 86_400_000);
    const [row] = await tx
      .insert(recognitions)
      .values({
        tenantId: acmeId,
        senderId,
        message: demo.message,
        amount: demo.amount,
        status: 'published',
        sendTo: to.map((id) => ({ id, type: 'tenantMember' as const })),
        qualityIds: [qualityIds.get(`acme:${demo.quality}`) as string],
        createdAt: at,
        updatedAt: at,
        publishedAt: at,
      })
      .returning();
    const recognitionId = row?.id as string;
    recognitionIds.set(demo.from, recognitionId);
    await tx
      .insert(recognitionRecipients)
      .values(to.map((memberId) => ({ tenantId: acmeId, recognitionId, memberId, amount: demo.amount })));
    const account = await lockAccount(tx, acmeId, senderId, 'allocation');
    await debit(tx, account, demo.amount * to.length, 'recognition', { recognitionId });
    await credit(
      tx,
      acmeId,
      to.map((memberId) => ({ memberId, amount: demo.amount })),
      'redeemable',
      'recognition',
      { recognitionId },
    );
  }
  for (const comment of acmeComments) {
    const at = new Date(Date.now() - comment.hoursAgo * 3_600_000);
    await tx.insert(recognitionComments).values({
      tenantId: acmeId,
      recognitionId: recognitionIds.get(comment.on) as string,
      memberId: memberIds.get(`acme:${comment.by}`) as string,
      body: comment.body,
      createdAt: at,
    });
  }
  return recognitionIds;
}
