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

/**
 * Plain text of a sanitized HTML message; a screen shows words, never markup or links. Blocks
 * end in a space (an announcement's headings and quotes too), so words never run together.
 */
export function messageText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const block of doc.body.querySelectorAll('p, br, li, div, h2, h3, h4, blockquote')) block.append(' ');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The absolute address a QR code leads to: the tenant's host plus an in-app path. */
export function tenantLink(tenantUrl: string, path: string): string {
  return new URL(path, tenantUrl.endsWith('/') ? tenantUrl : `${tenantUrl}/`).toString();
}
