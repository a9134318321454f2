import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorNames } from '#shared/contract/common';
import type { Db } from '../../db/client.ts';
import { platformSettings } from '../../db/schema.ts';
import type { Services } from '../../services.ts';

const settingKey = 'maintenance';
/** Calls that keep answering in maintenance: the operator's switch. The health check reports it. */
const exempt = new Set(['/api/platform/maintenance']);
const cacheMs = 5000;

export async function readMaintenance(db: Db): Promise<boolean> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.key, settingKey));
  return row?.value === true;
}

export async function writeMaintenance(db: Db, enabled: boolean): Promise<void> {
  await db
    .insert(platformSettings)
    .values({ key: settingKey, value: enabled })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value: enabled } });
}

/**
 * Under maintenance (KUDOS_MAINTENANCE=1, or the operator's switch kept in the database so every
 * instance sees it within seconds) every API call answers 503 and the renderer shows its
 * maintenance screen.
 */
export function registerMaintenance(app: FastifyInstance, services: Services): void {
  let cached = { value: false, until: 0 };
  const isOn = async (): Promise<boolean> => {
    if (services.config.maintenance) return true;
    if (Date.now() < cached.until) return cached.value;
    cached = { value: await readMaintenance(services.db), until: Date.now() + cacheMs };
    return cached.value;
  };
  app.decorate('maintenanceOn', isOn);
  app.decorate('maintenanceChanged', (value: boolean) => {
    cached = { value, until: Date.now() + cacheMs };
  });
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || path.startsWith('/api/docs') || exempt.has(path)) return;
    if (await isOn()) {
      return reply
        .status(503)
        .header('retry-after', '30')
        .send({ name: errorNames.maintenance, message: "We'll be right back!" });
    }
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    maintenanceOn: () => Promise<boolean>;
    maintenanceChanged: (value: boolean) => void;
  }
}
