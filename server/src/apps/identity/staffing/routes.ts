import type { ZodApi } from '../../../kernel/api.ts';
import type { Services } from '../../../services.ts';
import { staffImportRoutes } from './import-routes.ts';
import { batchInviteRoutes } from './invite-routes.ts';
import { staffRecordRoutes } from './record-routes.ts';

/** HR records, their CSV import and the batch invite that follows it (docs/hr-records.md). */
export function staffingRoutes(api: ZodApi, services: Services): void {
  staffRecordRoutes(api, services);
  staffImportRoutes(api, services);
  batchInviteRoutes(api, services);
}
