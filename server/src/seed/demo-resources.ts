import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { resources } from '../db/schema.ts';

const everyone = { everyone: true, teamIds: [], roles: [] };

/**
 * Acme's resource hub (docs/resource.md): six resources in three categories, two recommended to
 * everyone, one paying 5 points on completion. Globex's plan has no hub, so it gets none.
 */
export const demoResources = [
  {
    title: 'Your first week with Kudos',
    summary: 'How to send your first recognition and what the timeline shows.',
    body: '<p>Start by thanking someone who helped you this week. Pick a value that says what the work stood for, and add a short note about the difference it made.</p>',
    categories: ['Getting started'],
    estimatedMinutes: 5,
    completionPoints: 5,
    recommended: true,
    audience: everyone,
  },
  {
    title: 'Our values in practice',
    summary: 'Real examples of each company value, told by colleagues.',
    body: '<p>Values mean most when they are tied to real work. Read how teams across Acme put them into practice.</p>',
    linkUrl: 'https://acme.example/values',
    categories: ['Getting started'],
    estimatedMinutes: 10,
    recommended: true,
    audience: everyone,
  },
  {
    title: 'Writing a recognition that lands',
    summary: 'Be specific, be timely, name the impact.',
    body: '<ul><li>Say what the person did.</li><li>Say why it mattered.</li><li>Send it while it is fresh.</li></ul>',
    categories: ['Recognition tips'],
    estimatedMinutes: 4,
  },
  {
    title: 'Recognising remote colleagues',
    summary: 'Small habits that keep distributed teams connected.',
    body: '<p>Recognition travels further when nobody is in the same room. Mention remote colleagues in team channels and celebrate their wins on the timeline.</p>',
    linkUrl: 'https://acme.example/remote-recognition',
    categories: ['Recognition tips'],
    estimatedMinutes: 6,
  },
  {
    title: 'Taking real breaks',
    summary: 'Why short pauses help focus, and how to plan them.',
    body: '<p>A five-minute walk between meetings does more for focus than another coffee. Block short breaks in your calendar as you would a meeting.</p>',
    categories: ['Wellbeing'],
    estimatedMinutes: 3,
  },
  {
    title: 'Employee assistance programme',
    summary: 'Confidential support for you and your family, any time.',
    body: '<p>The programme offers confidential counselling and practical advice. Nobody at Acme learns who uses it.</p>',
    linkUrl: 'https://acme.example/support',
    categories: ['Wellbeing'],
    estimatedMinutes: 2,
  },
];

export async function seedDemoResources(
  tx: Tx,
  tenantIds: Map<string, string>,
  memberIds: Map<string, string>,
): Promise<void> {
  const tenantId = tenantIds.get('acme') as string;
  const createdById = memberIds.get('acme:ada@acme.test') ?? null;
  // Oldest first, a minute apart, so the hub lists them newest first in a stable order.
  await tx.insert(resources).values(
    demoResources.map((r, index) => ({
      tenantId,
      createdById,
      linkUrl: null,
      completionPoints: 0,
      recommended: false,
      audience: everyone,
      ...r,
      createdAt: sql`now() - interval '2 days' + ${index}::int * interval '1 minute'`,
      updatedAt: sql`now() - interval '2 days' + ${index}::int * interval '1 minute'`,
    })),
  );
}
