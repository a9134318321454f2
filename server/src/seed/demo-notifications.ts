import type { Tx } from '../db/client.ts';
import { feedback, notificationMessages } from '../db/schema.ts';

type DemoNotification = {
  tenant: 'acme' | 'globex';
  to: string;
  from: string | null;
  /** A kind some area registered (kernel/notify/kinds.ts) and its params, as notify stores them. */
  kind: string;
  params: Record<string, string | number>;
  /** Where the message leads; only what exists (see demo-notifications.test.ts). */
  resourcePath: DemoPath;
  /** How long ago it arrived. */
  hoursAgo: number;
  read?: boolean;
};

/** A page, the recognition sent by this e-mail, or this e-mail's profile. */
type DemoPath = string | { recognitionBy: string } | { profileOf: string };

/**
 * A few messages in the bells of eve and ada, so the popover has read and unread content, and one
 * in Globex so tenant isolation has rows on both sides. Each is a kind the product really sends,
 * about a thing the demo data really holds (a recognition, a comment) or a day it celebrates.
 */
export const demoNotifications: DemoNotification[] = [
  {
    tenant: 'acme',
    to: 'eve@acme.test',
    from: 'max@acme.test',
    kind: 'recognition.recognized',
    params: { name: 'Max Planck' },
    resourcePath: { recognitionBy: 'max@acme.test' },
    hoursAgo: 24 * 3,
  },
  {
    tenant: 'acme',
    to: 'eve@acme.test',
    from: 'sam@acme.test',
    kind: 'recognition.commented',
    params: { name: 'Sam Okafor' },
    resourcePath: { recognitionBy: 'eve@acme.test' },
    hoursAgo: 26,
  },
  {
    tenant: 'acme',
    to: 'eve@acme.test',
    from: null,
    kind: 'celebration.welcome',
    params: {},
    resourcePath: '/celebrate/calendar',
    hoursAgo: 24 * 6,
    read: true,
  },
  {
    tenant: 'acme',
    to: 'ada@acme.test',
    from: null,
    kind: 'celebration.anniversaryPoints',
    params: { points: 50 },
    resourcePath: '/celebrate/calendar',
    hoursAgo: 1,
  },
  {
    tenant: 'acme',
    to: 'ada@acme.test',
    from: 'max@acme.test',
    kind: 'recognition.commented',
    params: { name: 'Max Planck' },
    resourcePath: { recognitionBy: 'ada@acme.test' },
    hoursAgo: 5,
  },
  {
    tenant: 'acme',
    to: 'ada@acme.test',
    from: null,
    kind: 'celebration.welcome',
    params: {},
    resourcePath: '/celebrate/calendar',
    hoursAgo: 24 * 3,
    read: true,
  },
  {
    tenant: 'globex',
    to: 'gus@globex.test',
    from: null,
    kind: 'celebration.welcome',
    params: {},
    resourcePath: '/celebrate/calendar',
    hoursAgo: 4,
  },
];

/** Eve's feedback, so the feedback page has an entry. */
export const demoFeedback = {
  from: 'eve@acme.test',
  message: 'Could the home page show which of my recognitions got comments? I keep missing them.',
  pagePath: '/home',
  hoursAgo: 1,
};

/**
 * Adds the demo feedback and messages. `tenantIds` maps `acme` to its id, `memberIds` maps
 * `acme:<email>` to member ids and `recognitionIds` Acme's recognitions by sender, as the demo
 * seed keeps them.
 */
export async function seedDemoNotifications(
  tx: Tx,
  tenantIds: Map<string, string>,
  memberIds: Map<string, string>,
  recognitionIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const lookUp = (map: Map<string, string>, key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`seed: nothing named ${key}`);
    return id;
  };
  const pathOf = (demo: DemoNotification): string => {
    const target = demo.resourcePath;
    if (typeof target === 'string') return target;
    if ('recognitionBy' in target) return `/recognitions/${lookUp(recognitionIds, target.recognitionBy)}`;
    return `/profile/${lookUp(memberIds, `${demo.tenant}:${target.profileOf}`)}`;
  };
  await tx.insert(feedback).values({
    tenantId: lookUp(tenantIds, 'acme'),
    memberId: lookUp(memberIds, `acme:${demoFeedback.from}`),
    message: demoFeedback.message,
    pagePath: demoFeedback.pagePath,
    createdAt: new Date(now.getTime() - demoFeedback.hoursAgo * 3600_000),
  });
  await tx.insert(notificationMessages).values(
    demoNotifications.map((demo) => {
      const createdAt = new Date(now.getTime() - demo.hoursAgo * 3600_000);
      return {
        tenantId: lookUp(tenantIds, demo.tenant),
        memberId: lookUp(memberIds, `${demo.tenant}:${demo.to}`),
        fromMemberId: demo.from ? lookUp(memberIds, `${demo.tenant}:${demo.from}`) : null,
        kind: demo.kind,
        params: demo.params,
        resourcePath: pathOf(demo),
        createdAt,
        readAt: demo.read ? new Date(createdAt.getTime() + 3600_000) : null,
      };
    }),
  );
}
