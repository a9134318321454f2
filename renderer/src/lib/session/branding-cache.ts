import type { TenantMetadata } from '#shared/contract/identity';
import { parseTenantMetadata } from './tenant-metadata.ts';

const storageKey = (domain: string) => `kudos.branding.${domain}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The host's last branding answer, kept in the browser so the next visit shows its logo or banner
 * at once (the spec caches branding 15 minutes, 000 §9); the call is still made at every start
 * and replaces it. Anything unreadable counts as nothing stored.
 */
export function readCachedTenantMetadata(domain: string): TenantMetadata | undefined {
  const raw = storage()?.getItem(storageKey(domain));
  if (!raw) return undefined;
  try {
    return parseTenantMetadata(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** Keeps the host's latest branding answer for the next start. */
export function cacheTenantMetadata(domain: string, metadata: TenantMetadata): void {
  try {
    storage()?.setItem(storageKey(domain), JSON.stringify(metadata));
  } catch {
    // A full or refused storage only loses the head start.
  }
}
