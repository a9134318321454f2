/**
 * The message editor holds plain text plus the members mentioned in it; the API stores HTML
 * (001 §3). Mentions become `<span class="mention" data-mention-id>` (the server's allow-list),
 * lines become paragraphs, and everything else is escaped text.
 */
export type Mention = { id: string; name: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The mentions still present in the text (a deleted "@Name" drops its mention). */
export function activeMentions(text: string, mentions: readonly Mention[]): Mention[] {
  const seen = new Set<string>();
  return mentions.filter((mention) => {
    if (seen.has(mention.id) || !text.includes(`@${mention.name}`)) return false;
    seen.add(mention.id);
    return true;
  });
}

function lineToHtml(line: string, mentions: readonly Mention[]): string {
  // Longest names first, so "@Sam Lee" wins over "@Sam".
  const ordered = [...mentions].sort((a, b) => b.name.length - a.name.length);
  let html = '';
  let rest = line;
  while (rest.length > 0) {
    let best: { index: number; mention: Mention } | null = null;
    for (const mention of ordered) {
      const index = rest.indexOf(`@${mention.name}`);
      if (index >= 0 && (!best || index < best.index)) best = { index, mention };
    }
    if (!best) {
      html += escapeHtml(rest);
      break;
    }
    const { index, mention } = best;
    html += escapeHtml(rest.slice(0, index));
    html += `<span class="mention" data-mention-id="${escapeHtml(mention.id)}" data-mention-name="${escapeHtml(mention.name)}">@${escapeHtml(mention.name)}</span>`;
    rest = rest.slice(index + mention.name.length + 1);
  }
  return html;
}

export function textToHtml(text: string, mentions: readonly Mention[]): string {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const active = activeMentions(trimmed, mentions);
  return trimmed
    .split(/\r?\n/)
    .map((line) => `<p>${lineToHtml(line, active)}</p>`)
    .join('');
}

/** A saved message (a draft being edited) back into editor text and its mentions. */
export function htmlToText(html: string): { text: string; mentions: Mention[] } {
  if (!html) return { text: '', mentions: [] };
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const mentions: Mention[] = [];
  const lines: string[] = [];
  let current = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      current += node.textContent ?? '';
      return;
    }
    if (!(node instanceof Element)) return;
    const tag = node.tagName.toLowerCase();
    const mentionId = node.getAttribute('data-mention-id');
    if (tag === 'span' && mentionId) {
      const name = node.getAttribute('data-mention-name') ?? (node.textContent ?? '').replace(/^@/, '');
      mentions.push({ id: mentionId, name });
      current += `@${name}`;
      return;
    }
    if (tag === 'br') {
      lines.push(current);
      current = '';
      return;
    }
    const block = tag === 'p' || tag === 'li' || tag === 'blockquote' || tag === 'div';
    if (block && current) {
      lines.push(current);
      current = '';
    }
    for (const child of node.childNodes) walk(child);
    if (block) {
      lines.push(current);
      current = '';
    }
  };
  for (const child of doc.body.childNodes) walk(child);
  if (current) lines.push(current);
  return { text: lines.join('\n').trim(), mentions };
}

/** The query of a mention being typed: the text after the last "@" before the caret, if any. */
export function mentionQueryAt(
  text: string,
  caret: number,
  maxLength = 50,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before[at - 1] ?? '')) return null;
  const query = before.slice(at + 1);
  if (query.length > maxLength || /\n/.test(query) || /^\s/.test(query)) return null;
  return { start: at, query };
}
