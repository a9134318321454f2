import { sql } from 'drizzle-orm';
import { errorBody } from '#shared/contract/common';
import { publicHealth } from '#shared/contract/health';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';

export function healthRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/healthcheck/public',
    {
      schema: {
        tags: ['health'],
        description: 'Answers 200 when the API and its database serve requests; 503 in maintenance.',
        response: { 200: publicHealth, 503: errorBody },
      },
    },
    async () => {
      // Maintenance answers 503 before this runs (platform/maintenance.ts).
      await services.db.execute(sql`select 1`);
      return { status: 'ok' as const, time: services.now().toISOString() };
    },
  );
}
