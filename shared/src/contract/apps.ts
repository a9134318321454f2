import { z } from 'zod';
import { appNames } from '../permissions.ts';

export const appPermissionsEntry = z.object({
  name: z.enum(appNames),
  entityType: z.string(),
  permissions: z.array(z.string()),
});
export const appsResponse = z.object({ results: z.array(appPermissionsEntry) });
export type AppsResponse = z.infer<typeof appsResponse>;
