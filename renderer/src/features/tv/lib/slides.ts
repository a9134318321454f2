import { tvMountedSlideRadius } from '#shared/contract/tv';

/** A new order for the deck (Fisher-Yates); `random` is injectable so tests can pin it. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * The deck in the order the screen shows it: shuffled, then dealt round the item types in turn
 * (in the order each type first appears), so every type shows within the first few slides
 * however many recognitions there are: a spot award among thirty recognitions still shows within
 * minutes, not after twenty slides of 40 s.
 */
export function dealByType<T extends { itemType: string }>(items: readonly T[]): T[] {
  const byType = new Map<string, T[]>();
  for (const item of items) byType.set(item.itemType, [...(byType.get(item.itemType) ?? []), item]);
  const queues = [...byType.values()];
  const dealt: T[] = [];
  while (dealt.length < items.length) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next) dealt.push(next);
    }
  }
  return dealt;
}

/**
 * Whether slide `index` stays mounted while `current` shows: within the radius either way,
 * counting round the end of the deck, since the show wraps to the start.
 */
export function isMounted(
  index: number,
  current: number,
  count: number,
  radius: number = tvMountedSlideRadius,
): boolean {
  if (count <= 0) return false;
  const forward = (index - current + count) % count;
  const backward = (current - index + count) % count;
  return Math.min(forward, backward) <= radius;
}

/** The recipient featured after `ticks` rotations on a slide with `count` recipients. */
export const featuredRecipient = (ticks: number, count: number) => (count > 0 ? ticks % count : 0);

/** One block of a message as a screen shows it: words only, never markup or links. */
export type MessageBlock = { kind: 'heading' | 'paragraph' | 'item'; text: string };

const blockSelector = 'h2, h3, h4, p, li, blockquote, div';

/**
 * The blocks of a sanitized HTML message, in order: an announcement's heading, paragraphs and
 * bullets stay apart on the screen instead of running into one paragraph. The innermost blocks
 * carry the words (a bullet's paragraph is the bullet); a message of bare text is one paragraph;
 * line breaks separate words; empty blocks are dropped.
 */
export function messageBlocks(html: string): MessageBlock[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const br of doc.body.querySelectorAll('br')) br.replaceWith(' ');
  const words = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();
  const leaves = [...doc.body.querySelectorAll(blockSelector)].filter(
    (element) => element.querySelector(blockSelector) === null,
  );
  if (leaves.length === 0) {
    const text = words(doc.body);
    return text ? [{ kind: 'paragraph', text }] : [];
  }
  return leaves.flatMap((element): MessageBlock[] => {
    const text = words(element);
    if (!text) return [];
    if (/^H[2-4]$/.test(element.tagName)) return [{ kind: 'heading', text }];
    return [{ kind: element.closest('li') ? 'item' : 'paragraph', text }];
  });
}

/** The absolute address a QR code leads to: the tenant's host plus an in-app path. */
export function tenantLink(tenantUrl: string, path: string): string {
  return new URL(path, tenantUrl.endsWith('/') ? tenantUrl : `${tenantUrl}/`).toString();
}
