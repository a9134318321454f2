import { uuid } from 'drizzle-orm/pg-core';
import { tenantMembers, tenants } from './identity.ts';

/** The tenant and member foreign keys most tenant-owned tables repeat. */

export const memberRef = () =>
  uuid('member_id')
    .notNull()
    .references(() => tenantMembers.id, { onDelete: 'cascade' });

export const tenantRef = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
