import type { Mail } from '../../mail/mailer.ts';
import type { Digest, DigestItem } from './digest-content.ts';

export type DigestMailInput = {
  to: string;
  firstName: string;
  tenantName: string;
  /** The tenant's web address, where links in the mail lead. */
  appUrl: string;
  digest: Digest;
};

const line = (item: DigestItem, appUrl: string, withRecipients: boolean) =>
  [
    `- ${withRecipients ? `${item.from} to ${item.to}` : `From ${item.from}`}: "${item.excerpt}"`,
    `  ${new URL(`/recognitions/${item.id}`, appUrl).toString()}`,
  ].join('\n');

/** The weekly digest's e-mail: what the member received, then the company's top recognitions. */
export function digestMail({ to, firstName, tenantName, appUrl, digest }: DigestMailInput): Mail {
  const { received, top } = digest;
  const receivedPart =
    received.length === 0
      ? ['You received no recognitions this week.']
      : [
          received.length === 1
            ? 'You received 1 recognition this week:'
            : `You received ${received.length} recognitions this week:`,
          ...received.map((item) => line(item, appUrl, false)),
        ];
  const topPart =
    top.length === 0
      ? []
      : ['', `Top recognitions at ${tenantName}:`, ...top.map((item) => line(item, appUrl, true))];
  return {
    to,
    subject: `Your week of recognition at ${tenantName}`,
    text: [
      `Hi ${firstName},`,
      '',
      ...receivedPart,
      ...topPart,
      '',
      `You get this digest every Monday. To stop it, change "Recognition digest" in your notification settings: ${new URL('/settings/notifications', appUrl).toString()}`,
    ].join('\n'),
  };
}
