import { tvItemTypes } from '#shared/contract/tv';
import type { Tx } from '../db/client.ts';
import { tvChannels } from '../db/schema.ts';
import { hashSecret } from '../http/secrets.ts';

/** The demo's lobby screen: http://acme.localhost:8080/tv/watch/acme-lobby-demo works at once. */
export const demoTvToken = 'acme-lobby-demo';

export async function seedDemoTv(tx: Tx, tenantIds: Map<string, string>, memberIds: Map<string, string>) {
  await tx.insert(tvChannels).values({
    tenantId: tenantIds.get('acme') as string,
    name: 'Lobby',
    itemTypes: [...tvItemTypes],
    token: demoTvToken,
    tokenHash: hashSecret(demoTvToken),
    createdById: memberIds.get('acme:ada@acme.test') ?? null,
  });
}
