import { ssoRequiredError } from '#shared/contract/saml';
import { inTenant } from '../../../db/client.ts';
import { ApiError } from '../../../http/errors.ts';
import type { Services } from '../../../services.ts';
import { ssoOnlyProvider } from './providers.ts';

/**
 * "SSO only": when a provider of the tenant has it on, a member's correct password does not
 * sign them in; the answer names the provider to use. Admins keep their password as the break
 * glass for a broken IdP. Checked after the password, so it tells nothing to someone guessing.
 */
export async function refuseSsoOnly(
  services: Services,
  tenantId: string,
  member: { role: string },
  onRefuse: () => Promise<void>,
): Promise<void> {
  if (member.role === 'admin') return;
  const provider = await inTenant(services.db, { tenantId, userId: null }, (tx) => ssoOnlyProvider(tx));
  if (!provider) return;
  await onRefuse();
  throw new ApiError(403, ssoRequiredError, `Sign in with ${provider.name}.`);
}
