import { scimInvalid } from './errors.ts';

export type ScimFilter = { attribute: string; value: string };

const pattern = /^\s*([A-Za-z][\w.]*)\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/**
 * The filters identity providers send to find a resource before creating it (`userName eq
 * "x"`, `externalId eq "x"`, `displayName eq "x"`). `attribute` comes back as the name the
 * caller allows (attribute names are case-insensitive in SCIM); anything else is invalidFilter.
 */
export function parseFilter(filter: string | undefined, allowed: readonly string[]): ScimFilter | null {
  if (filter === undefined || filter.trim() === '') return null;
  const match = pattern.exec(filter);
  const attribute = allowed.find((name) => name.toLowerCase() === match?.[1]?.toLowerCase());
  if (!match || !attribute) {
    throw scimInvalid(
      `Only these filters are supported: ${allowed.map((a) => `${a} eq "…"`).join(', ')}`,
      'invalidFilter',
    );
  }
  return { attribute, value: (match[2] ?? '').replace(/\\(.)/g, '$1') };
}
