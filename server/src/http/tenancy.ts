import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { tenants } from '../db/schema.ts';
import type { Services } from '../services.ts';

export type TenantRow = typeof tenants.$inferSelect;
export type HostScope = { kind: 'central' } | { kind: 'tenant'; tenant: TenantRow } | { kind: 'unknown' };

/** The host name a request was made to, lower case, without port. */
export function hostOf(request: FastifyRequest): string {
  return normalizeHost(request.host);
}

export function normalizeHost(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** `acme.localhost` → `acme`; the bare base domain and other hosts give null. */
export function slugFromHost(host: string, baseDomain: string): string | null {
  const suffix = `.${baseDomain}`;
  if (!host.endsWith(suffix)) return null;
  const slug = host.slice(0, -suffix.length);
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(slug) ? slug : null;
}

const centralHosts = new Set(['127.0.0.1', '[::1]']);

/** The bare base domain and the loopback addresses serve no tenant. */
export function isCentralHost(host: string, baseDomain: string): boolean {
  return host === baseDomain || centralHosts.has(host);
}

/** The host names a tenant answers on: `<slug>.<base domain>` and its custom domains. */
export function tenantHosts(
  tenant: { slug: string; domains: readonly string[] | null },
  baseDomain: string,
): string[] {
  return [`${tenant.slug}.${baseDomain}`, ...(tenant.domains ?? []).map(normalizeHost)];
}

/**
 * Whether the request was made to one of `hosts` (see `tenantHosts`). A credential that belongs to
 * one tenant (a session, a TV link, a SCIM token) works only there: not on another tenant's host,
 * the central host or an unknown one (000 §1, the tenant comes from the host).
 */
export function isOneOfHosts(request: FastifyRequest, hosts: readonly string[]): boolean {
  return hosts.includes(hostOf(request));
}

/** Finds the tenant a host serves: `<slug>.<base domain>`, or one of its custom domains. */
export async function resolveHost(db: Db, host: string, baseDomain: string): Promise<HostScope> {
  if (isCentralHost(host, baseDomain)) return { kind: 'central' };
  const slug = slugFromHost(host, baseDomain);
  const [tenant] = await db
    .select()
    .from(tenants)
    .where(slug ? eq(tenants.slug, slug) : sql`${host} = any(${tenants.domains})`)
    .limit(1);
  return tenant ? { kind: 'tenant', tenant } : { kind: 'unknown' };
}

export function requestHostScope(services: Services, request: FastifyRequest): Promise<HostScope> {
  return resolveHost(services.db, hostOf(request), services.config.baseDomain);
}

/** The address people use to reach a tenant: its first custom domain, else `<slug>.<base domain>`. */
export function tenantUrl(services: Services, tenant: Pick<TenantRow, 'slug' | 'domains'>): string {
  const host = tenant.domains[0] ?? `${tenant.slug}.${services.config.baseDomain}`;
  return services.config.publicUrlTemplate.replace('{host}', host);
}
