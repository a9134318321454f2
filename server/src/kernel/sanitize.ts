import sanitizeHtml from 'sanitize-html';
import { messageAttributes, messageLinkRel, messageTags, messageUrlSchemes } from '#shared/message-html';

/**
 * The message allow-list (001 §3, "message: HTML text"): text formatting, lists, quotes, links
 * over http, https and mailto, and mentions as `<span data-mention-id>`. Emoji are plain text.
 * Anything else (scripts, handlers, styles, iframes, images, other URL schemes) is dropped.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...messageTags],
  allowedAttributes: { a: [...messageAttributes.a], span: [...messageAttributes.span] },
  allowedClasses: { span: ['mention'] },
  allowedSchemes: [...messageUrlSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links always open apart from the app and pass no referrer or opener.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: messageLinkRel }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'span' &&
    frame.attribs['data-mention-id'] !== undefined &&
    !/^[0-9a-f-]{36}$/i.test(frame.attribs['data-mention-id']),
};

export function sanitizeMessage(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The text a reader sees: required-message checks run on this, not on markup. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text a reader sees with its entities read back (`&amp;` is `&`). */
export function readableText(html: string): string {
  return plainText(html).replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** How many characters a reader sees (`&amp;` is one). */
export function textLength(html: string): number {
  return readableText(html).length;
}

/** Ids of members mentioned in a sanitized message. */
export function mentionedIds(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/data-mention-id="([0-9a-f-]{36})"/gi)) {
    if (match[1]) ids.add(match[1].toLowerCase());
  }
  return [...ids];
}
