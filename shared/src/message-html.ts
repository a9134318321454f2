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

/** Elements that start a line of their own: a paragraph, a list item, a quote. */
const lineTags = new Set([
  'p',
  'li',
  'blockquote',
  'ul',
  'ol',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'pre',
]);
const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** `&amp;`, `&#60;`, `&#x3c;` read back as the one character they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    const code =
      name[0] !== '#'
        ? null
        : name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
    if (code === null) return namedEntities[name.toLowerCase()] ?? whole;
    return code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * The text of message HTML as its writer typed it (issue 31): markup left out, each paragraph,
 * list item or quote a line of its own and a `<br>` a line break (so a line break is one `\n`),
 * entities as the one character they stand for (`&amp;` is `&`). An empty paragraph is an empty
 * line, as the editor writes a blank line.
 */
export function messageText(html: string): string {
  const lines: string[] = [];
  let current = '';
  // A line's element is open and its line not yet ended (nested lists end once).
  let open = false;
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>|[^<]+|</gi)) {
    const [whole, closing, name] = match;
    if (name === undefined) {
      current += decodeEntities(whole);
      continue;
    }
    const tag = name.toLowerCase();
    if (tag === 'br') {
      lines.push(current);
      current = '';
    } else if (lineTags.has(tag)) {
      if (!closing) {
        if (current) lines.push(current);
        current = '';
        open = true;
      } else if (open) {
        lines.push(current);
        current = '';
        open = false;
      }
    }
  }
  if (current) lines.push(current);
  return lines.join('\n');
}

/**
 * How many characters a person typed for message HTML: the characters of `messageText`, an emoji
 * one character (code points, not UTF-16 units). The recognition counter, its form check and the
 * server's limit all count with this.
 */
export function messageTextLength(html: string): number {
  let length = 0;
  for (const _ of messageText(html)) length += 1;
  return length;
}
