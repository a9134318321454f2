import { publicHealth } from '#shared/contract/health';
import { apiClient } from '../../../lib/api-client.ts';

/** How often the maintenance screen asks whether the service is back. */
export const healthPollMs = 5000;

/** True when the public health check answers 200 (during maintenance it answers 503). */
export async function serviceIsUp(signal?: AbortSignal): Promise<boolean> {
  try {
    const { data } = await apiClient.get('/healthcheck/public', { signal, anonymous: true });
    return publicHealth.safeParse(data).success;
  } catch {
    return false;
  }
}
