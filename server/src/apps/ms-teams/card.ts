import type { TvItem } from '#shared/contract/tv';

/**
 * A channel post as Teams' incoming webhooks (Workflows, "Post to a channel when a webhook request
 * is received") take it: a message with one Adaptive Card attachment, in the organization's
 * language, with a button back to the item in Kudos and an @mention of every recipient who
 * linked their Teams account and left the `messaging` channel on.
 */

export type CardLanguage = 'en' | 'de';
/** A recipient to @mention: the Teams account they linked. */
export type Mention = { memberId: string; teamsUserId: string; name: string };

const texts = {
  en: {
    recognition: (sender: string, recipients: string) => `Recognition from ${sender} for ${recipients}`,
    award: (title: string, recipients: string) => `Award “${title}” for ${recipients}`,
    announcement: (title: string) => `Announcement: ${title}`,
    and: 'and',
    someone: 'Someone',
    values: 'Values',
    open: 'View in Kudos',
  },
  de: {
    recognition: (sender: string, recipients: string) => `Anerkennung von ${sender} für ${recipients}`,
    award: (title: string, recipients: string) => `Auszeichnung „${title}“ für ${recipients}`,
    announcement: (title: string) => `Ankündigung: ${title}`,
    and: 'und',
    someone: 'Jemand',
    values: 'Werte',
    open: 'In Kudos ansehen',
  },
} as const;

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The sanitized HTML of a message as plain text: paragraphs and breaks become new lines. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** "A", "A and B", "A, B and C". */
function listOf(names: string[], and: string): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names.at(-1)}`;
}

export function adaptiveCardMessage(
  item: TvItem,
  options: { language: CardLanguage; link: string; mentions: Mention[] },
) {
  const t = texts[options.language];
  const mentioned = new Map(options.mentions.map((m) => [m.memberId, m]));
  const recipients = listOf(
    item.recipients.map((person) => {
      const mention = person.type === 'tenantMember' ? mentioned.get(person.id) : undefined;
      return mention ? `<at>${mention.name}</at>` : person.name;
    }),
    t.and,
  );
  const title = item.title ?? '';
  const heading =
    item.itemType === 'recognition'
      ? t.recognition(item.sender?.name ?? t.someone, recipients)
      : item.itemType === 'award'
        ? t.award(title, recipients)
        : t.announcement(title);
  const body: Record<string, unknown>[] = [
    { type: 'TextBlock', text: heading, weight: 'Bolder', size: 'Medium', wrap: true },
  ];
  const message = plainText(item.message);
  if (message) body.push({ type: 'TextBlock', text: message, wrap: true });
  if (item.qualities.length > 0) {
    body.push({
      type: 'TextBlock',
      text: `${t.values}: ${item.qualities.map((q) => q.name).join(', ')}`,
      isSubtle: true,
      wrap: true,
    });
  }
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          actions: [{ type: 'Action.OpenUrl', title: t.open, url: options.link }],
          msteams: {
            width: 'Full',
            entities: options.mentions
              .filter((m) => item.recipients.some((r) => r.id === m.memberId))
              .map((m) => ({
                type: 'mention',
                text: `<at>${m.name}</at>`,
                mentioned: { id: m.teamsUserId, name: m.name },
              })),
          },
        },
      },
    ],
  };
}
