import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cardBackgrounds, media } from '../../db/schema.ts';
import type { MediaStorage } from '../../kernel/storage.ts';

/** Built-in backgrounds drawn as SVG (no binary assets, nothing fetched): two colors and a motif. */
const builtIns = [
  { key: 'confetti', name: 'Confetti', from: '#5b5fc7', to: '#c7529b', motif: 'dots' },
  { key: 'sunrise', name: 'Sunrise', from: '#f7b955', to: '#e3562f', motif: 'rays' },
  { key: 'meadow', name: 'Meadow', from: '#3fae6a', to: '#1d6f8c', motif: 'waves' },
  { key: 'night', name: 'Starry night', from: '#1b1f4b', to: '#4b2a7b', motif: 'stars' },
] as const;
type BuiltIn = (typeof builtIns)[number];

function motif(kind: BuiltIn['motif']): string {
  const points = Array.from({ length: 24 }, (_, i) => [
    (i * 347) % 1600,
    (i * 211) % 1000,
    6 + ((i * 7) % 18),
  ]);
  switch (kind) {
    case 'dots':
      return points
        .map(
          ([x, y, r], i) =>
            `<circle cx="${x}" cy="${y}" r="${r}" fill="${['#ffd166', '#ffffff', '#06d6a0'][i % 3]}" opacity="0.8"/>`,
        )
        .join('');
    case 'rays':
      return Array.from({ length: 12 }, (_, i) => {
        const angle = (i * Math.PI) / 11;
        const x = Math.round(800 + Math.cos(angle) * 1400);
        const y = Math.round(1000 - Math.sin(angle) * 1400);
        return `<polygon points="800,1000 ${x},${y} ${x + 120},${y}" fill="#ffffff" opacity="0.12"/>`;
      }).join('');
    case 'waves':
      return [650, 780, 900]
        .map(
          (y, i) =>
            `<path d="M0 ${y} Q400 ${y - 120} 800 ${y} T1600 ${y} V1000 H0 Z" fill="#ffffff" opacity="${0.1 + i * 0.05}"/>`,
        )
        .join('');
    case 'stars':
      return points
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${(r as number) / 4}" fill="#fff8d6"/>`)
        .join('');
  }
}

export function backgroundSvg(builtIn: BuiltIn): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${builtIn.from}"/><stop offset="1" stop-color="${builtIn.to}"/></linearGradient></defs>
  <rect width="1600" height="1000" fill="url(#g)"/>${motif(builtIn.motif)}
</svg>
`;
}

/**
 * Gives a tenant the built-in backgrounds once (its first look at the library, or the demo seed).
 * A transaction lock per tenant keeps two first looks from making them twice; a removed built-in
 * stays removed, since its row is still there.
 */
export async function ensureBuiltInBackgrounds(
  tx: Tx,
  storage: MediaStorage,
  tenantId: string,
): Promise<void> {
  const has = await tx
    .select({ id: cardBackgrounds.id })
    .from(cardBackgrounds)
    .where(and(eq(cardBackgrounds.tenantId, tenantId), isNotNull(cardBackgrounds.builtInKey)))
    .limit(1);
  if (has.length > 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`card-built-ins:${tenantId}`}))`);
  const again = await tx
    .select({ key: cardBackgrounds.builtInKey })
    .from(cardBackgrounds)
    .where(and(eq(cardBackgrounds.tenantId, tenantId), isNotNull(cardBackgrounds.builtInKey)));
  const made = new Set(again.map((row) => row.key));
  for (const builtIn of builtIns) {
    if (made.has(builtIn.key)) continue;
    const key = `cards/${tenantId}/built-in/${builtIn.key}.svg`;
    await storage.put(key, Buffer.from(backgroundSvg(builtIn)));
    const [image] = await tx
      .insert(media)
      .values({
        tenantId,
        kind: 'image',
        contentType: 'image/svg+xml',
        // One drawing scales to both sizes.
        variants: { original: key, 'card-thumbnail': key, 'card-fullsize': key },
      })
      .returning();
    if (!image) throw new Error('background image not stored');
    await tx
      .insert(cardBackgrounds)
      .values({ tenantId, name: builtIn.name, mediaId: image.id, builtInKey: builtIn.key });
  }
}
