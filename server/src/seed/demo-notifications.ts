import type { Tx } from '../db/client.ts';
import { notificationMessages } from '../db/schema.ts';

type DemoNotification = {
  to: string;
  from: string | null;
  message: string;
  resourcePath: string | null;
  /** How long ago it arrived. */
  hoursAgo: number;
  read?: boolean;
};

/** A few messages in the bells of eve and ada, so the popover has read and unread content. */
export const demoNotifications: DemoNotification[] = [
  {
    to: 'eve@acme.test',
    from: 'max@acme.test',
    message: 'Max Planck recognized you for Customer focus',
    resourcePath: '/profile/me',
    hoursAgo: 2,
  },
  {
    to: 'eve@acme.test',
    from: 'sam@acme.test',
    message: 'Sam Okafor commented on your recognition',
    resourcePath: '/profile/me',
    hoursAgo: 26,
  },
  {
    to: 'eve@acme.test',
    from: null,
    message: 'Welcome to Kudos! Set up how you want to be notified.',
    resourcePath: '/settings/notifications',
    hoursAgo: 24 * 6,
    read: true,
  },
  {
    to: 'ada@acme.test',
    from: 'eve@acme.test',
    message: 'Eve Curie left feedback about the platform',
    resourcePath: '/feedback',
    hoursAgo: 1,
  },
  {
    to: 'ada@acme.test',
    from: null,
    message: 'Finish the platform setup guide to get ready for launch',
    resourcePath: '/dashboard',
    hoursAgo: 30,
  },
  {
    to: 'ada@acme.test',
    from: 'max@acme.test',
    message: 'Max Planck joined Acme',
    resourcePath: '/user-directory',
    hoursAgo: 24 * 3,
    read: true,
  },
];

/**
 * Adds the demo messages (Acme). `memberIds` maps `acme:<email>` to member ids, as the demo seed
 * keeps them.
 */
export async function seedDemoNotifications(
  tx: Tx,
  tenantId: string,
  memberIds: Map<string, string>,
  now = new Date(),
): Promise<void> {
  const member = (email: string) => {
    const id = memberIds.get(`acme:${email}`);
    if (!id) throw new Error(`seed: no Acme member ${email}`);
    return id;
  };
  await tx.insert(notificationMessages).values(
    demoNotifications.map((demo) => {
      const createdAt = new Date(now.getTime() - demo.hoursAgo * 3600_000);
      return {
        tenantId,
        memberId: member(demo.to),
        fromMemberId: demo.from ? member(demo.from) : null,
        message: demo.message,
        resourcePath: demo.resourcePath,
        createdAt,
        readAt: demo.read ? new Date(createdAt.getTime() + 3600_000) : null,
      };
    }),
  );
}
