/**
 * The one allow-list of recognition and comment HTML (001 §3, "message: HTML text"): text
 * formatting, lists, quotes, links over http, https and mailto, and mentions as
 * `<span class="mention" data-mention-id>`. The server cleans with it before storing; the web
 * app cleans again with it before rendering.
 */
export const messageTags = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'a',
  'span',
] as const;

export const messageAttributes = {
  a: ['href', 'target', 'rel'],
  span: ['data-mention-id', 'data-mention-name', 'class'],
} as const;

export const messageUrlSchemes = ['http', 'https', 'mailto'] as const;

/** Links open apart from the app and pass neither referrer nor opener. */
export const messageLinkRel = 'noopener noreferrer nofollow';

/**
 * Plain text as message HTML: one paragraph, the text escaped, so what a person typed into a plain
 * box (a comment) arrives whole, `<`, `&` and quotes included, and renders as typed.
 */
export function textToMessageHtml(text: string): string {
  const escaped = text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  return escaped ? `<p>${escaped}</p>` : '';
}

/**
 * The announcement body's allow-list: the message's, plus headings, rules and images. An image
 * must be one of the tenant's own uploads (`/api/media/files/{id}/{variant}`, its `data-media-id`
 * naming the file); the server stores the path unsigned and signs it on every read.
 */
export const announcementTags = [...messageTags, 'h2', 'h3', 'h4', 'hr', 'img'] as const;

export const announcementAttributes = {
  ...messageAttributes,
  img: ['src', 'alt', 'data-media-id'],
} as const;

/** An image source the announcement allow-list keeps: a media file of this server, signed or not. */
export const announcementImageSrc =
  /^\/api\/media\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([a-z0-9-]+)(\?[^"'<>\s]*)?$/i;
