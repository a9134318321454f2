import type { Tx } from '../db/client.ts';
import { notificationMessages } from '../db/schema.ts';

type DemoNotification = {
  tenant: 'acme' | 'globex';
  to: string;
  from: string | null;
  message: string;
  resourcePath: string | null;
  /** How long ago it arrived. */
  hoursAgo: number;
  read?: boolean;
};

/**
 * A few messages in the bells of eve and ada, so the popover has read and unread content, and one
 * in Globex so tenant isolation has rows on both sides.
 */
export const demoNotifications: DemoNotification[] = [
  {
    tenant: 'acme',
    to: 'eve@acme.test',
    from: 'max@acme.test',
    message: 'Max Planck recognized you for Customer focus',
    resourcePath: '/profile/me',
    hoursAgo: 2,
  },
  {
    tenant: 'acme',
    to: 'eve@acme.test',
    from: 'sam@acme.test',
    message: 'Sam Okafor commented on your recognition',
    resourcePath: '/profile/me',
    hoursAgo: 26,
  },
  {
    tenant: 'acme',
    to: 'eve@acme.test',
    from: null,
    message: 'Welcome to Kudos! Set up how you want to be notified.',
    resourcePath: '/settings/notifications',
    hoursAgo: 24 * 6,
    read: true,
  },
  {
    tenant: 'acme',
    to: 'ada@acme.test',
    from: 'eve@acme.test',
    message: 'Eve Curie left feedback about the platform',
    resourcePath: '/feedback',
    hoursAgo: 1,
  },
  {
    tenant: 'acme',
    to: 'ada@acme.test',
    from: null,
    message: 'Finish the platform setup guide to get ready for launch',
    resourcePath: '/dashboard',
    hoursAgo: 30,
  },
  {
    tenant: 'acme',
    to: 'ada@acme.test',
    from: 'max@acme.test',
    message: 'Max Planck joined Acme',
    resourcePath: '/user-directory',
    hoursAgo: 24 * 3,
    read: true,
  },
  {
    tenant: 'globex',
    to: 'gus@globex.test',
    from: null,
    message: 'Welcome to Kudos! Set up how you want to be notified.',
    resourcePath: '/settings/notifications',
    hoursAgo: 4,
  },
];

/**
 * Adds the demo messages. `tenantIds` maps `acme` to its id and `memberIds` maps `acme:<email>` to
 * member ids, as the demo seed keeps them.
 */
export async function seedDemoNotifications(
  tx: Tx,
  tenantIds: Map<string, string>,
  memberIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const lookUp = (map: Map<string, string>, key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`seed: nothing named ${key}`);
    return id;
  };
  await tx.insert(notificationMessages).values(
    demoNotifications.map((demo) => {
      const createdAt = new Date(now.getTime() - demo.hoursAgo * 3600_000);
      return {
        tenantId: lookUp(tenantIds, demo.tenant),
        memberId: lookUp(memberIds, `${demo.tenant}:${demo.to}`),
        fromMemberId: demo.from ? lookUp(memberIds, `${demo.tenant}:${demo.from}`) : null,
        message: demo.message,
        resourcePath: demo.resourcePath,
        createdAt,
        readAt: demo.read ? new Date(createdAt.getTime() + 3600_000) : null,
      };
    }),
  );
}
