import { mailPart, mailText } from '../../mail/mail-texts.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Digest, DigestItem } from './digest-content.ts';

export type DigestMailInput = {
  to: string;
  firstName: string;
  tenantName: string;
  /** The tenant's web address, where links in the mail lead. */
  appUrl: string;
  /** The language the mail is written in (mailLanguage: the member's, else the tenant's). */
  language: string;
  digest: Digest;
};

/** The weekly digest's e-mail: what the member received, then the company's top recognitions. */
export function digestMail({ to, firstName, tenantName, appUrl, language, digest }: DigestMailInput): Mail {
  const part = (name: Parameters<typeof mailPart<'digest'>>[2], values: Record<string, string> = {}) =>
    mailPart(language, 'digest', name, values);
  const line = (item: DigestItem, withRecipients: boolean) =>
    [
      part(withRecipients ? 'lineFromTo' : 'lineFrom', {
        from: item.from,
        to: item.to,
        excerpt: item.excerpt,
      }),
      `  ${new URL(`/recognitions/${item.id}`, appUrl).toString()}`,
    ].join('\n');
  const { received, top } = digest;
  const receivedPart =
    received.length === 0
      ? [part('receivedNone')]
      : [
          received.length === 1
            ? part('receivedOne')
            : part('receivedMany', { count: String(received.length) }),
          ...received.map((item) => line(item, false)),
        ];
  const topPart =
    top.length === 0 ? [] : ['', part('top', { tenant: tenantName }), ...top.map((item) => line(item, true))];
  return {
    to,
    ...mailText(language, 'digest', {
      tenant: tenantName,
      firstName,
      received: receivedPart.join('\n'),
      top: topPart.join('\n'),
      link: new URL('/settings/notifications', appUrl).toString(),
    }),
  };
}
