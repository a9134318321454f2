import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { participationRoutes } from './participation-routes.ts';
import { announcementRoutes } from './routes.ts';

/** The announcement app (001 §7 "Announcements"); its TV call is mounted by the TV app. */
export function announcementApp(api: ZodApi, services: Services): void {
  announcementRoutes(api, services);
  participationRoutes(api, services);
}
