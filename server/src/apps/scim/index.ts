import type { Area } from '../../kernel/areas.ts';
import { scimApp } from './routes.ts';

/** SCIM 2.0 provisioning at /api/scim/v2 (RFC 7644; docs/scim.md). */
export const scimArea: Area = { name: 'scim', routes: scimApp };
