import { z } from 'zod';
import { type ScimPatchOperation, scimSchemas } from '#shared/contract/scim';
import { scimInvalid } from './errors.ts';

/** What the product keeps of a SCIM User; undefined: not given (PATCH leaves it as it is). */
export type UserFields = {
  userName?: string;
  externalId?: string | null;
  givenName?: string;
  familyName?: string;
  displayName?: string;
  email?: string;
  active?: boolean;
  title?: string | null;
  department?: string | null;
};

const enterprise = scimSchemas.enterpriseUser.toLowerCase();

/**
 * The User attributes of RFC 7643 §4.1 and the enterprise extension, lower case (SCIM names are
 * case-insensitive). Those the product does not keep (phone numbers, addresses...) are accepted and
 * ignored, since Okta and Entra send them; a name outside the schema is refused.
 */
const knownUserAttributes = new Set([
  'schemas',
  'id',
  'meta',
  'externalid',
  'username',
  'name',
  'displayname',
  'nickname',
  'profileurl',
  'title',
  'usertype',
  'preferredlanguage',
  'locale',
  'timezone',
  'active',
  'password',
  'emails',
  'phonenumbers',
  'ims',
  'photos',
  'addresses',
  'groups',
  'entitlements',
  'roles',
  'x509certificates',
  enterprise,
]);
const knownEnterpriseAttributes = new Set([
  'employeenumber',
  'costcenter',
  'organization',
  'division',
  'department',
  'manager',
]);

const email = z.email();
const text = (value: unknown, path: string): string => {
  if (typeof value !== 'string') throw scimInvalid(`${path} must be a string`);
  return value.trim();
};
const optionalText = (value: unknown, path: string): string | null =>
  value === null || value === undefined || value === '' ? null : text(value, path);

/** SCIM booleans, and Entra's "True"/"False" strings. */
export function scimBoolean(value: unknown, path: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw scimInvalid(`${path} must be true or false`);
}

type Emails = { value?: unknown; type?: unknown; primary?: unknown }[];
function pickEmail(value: unknown): string | undefined {
  if (!Array.isArray(value)) throw scimInvalid('emails must be a list');
  const list = value as Emails;
  const chosen =
    list.find((e) => e.primary === true || e.primary === 'True' || e.primary === 'true') ??
    list.find((e) => typeof e.type === 'string' && e.type.toLowerCase() === 'work') ??
    list[0];
  return chosen === undefined ? undefined : text(chosen.value, 'emails.value');
}

function applyName(fields: UserFields, value: unknown): void {
  if (typeof value !== 'object' || value === null) throw scimInvalid('name must be an object');
  for (const [key, part] of Object.entries(value)) applyPath(fields, `name.${key}`, part, 'replace');
}

function applyEnterprise(fields: UserFields, value: unknown, op: string): void {
  if (typeof value !== 'object' || value === null)
    throw scimInvalid('The enterprise extension must be an object');
  for (const [key, part] of Object.entries(value)) applyPath(fields, `${enterprise}:${key}`, part, op);
}

/**
 * Applies one attribute path (`active`, `name.givenName`, `emails[type eq "work"].value`, the
 * enterprise `...:User:department`) to the fields; `remove` clears it.
 */
function applyPath(fields: UserFields, rawPath: string, value: unknown, op: string): void {
  const path = rawPath.toLowerCase();
  const removing = op === 'remove';
  if (path.startsWith(`${enterprise}:`)) {
    const attribute = path.slice(enterprise.length + 1);
    if (attribute === 'department') fields.department = removing ? null : optionalText(value, 'department');
    else if (!knownEnterpriseAttributes.has(attribute.split('.')[0] ?? '')) {
      throw scimInvalid(`Unknown attribute "${rawPath}"`, 'invalidPath');
    }
    return;
  }
  if (path === enterprise) {
    if (!removing) applyEnterprise(fields, value, op);
    return;
  }
  if (path === 'active') {
    if (removing) throw scimInvalid('active cannot be removed', 'mutability');
    fields.active = scimBoolean(value, 'active');
  } else if (path === 'username') {
    if (removing) throw scimInvalid('userName cannot be removed', 'mutability');
    fields.userName = text(value, 'userName');
  } else if (path === 'externalid') fields.externalId = removing ? null : optionalText(value, 'externalId');
  else if (path === 'displayname') fields.displayName = removing ? '' : text(value, 'displayName');
  else if (path === 'name') {
    if (!removing) applyName(fields, value);
  } else if (path === 'name.givenname') fields.givenName = removing ? '' : text(value, 'name.givenName');
  else if (path === 'name.familyname') fields.familyName = removing ? '' : text(value, 'name.familyName');
  else if (path === 'title') fields.title = removing ? null : optionalText(value, 'title');
  else if (path === 'emails') {
    if (!removing) fields.email = pickEmail(value);
  } else if (/^emails\[[^\]]*\]\.value$/.test(path)) {
    if (!removing) fields.email = text(value, 'emails.value');
  } else if (!knownUserAttributes.has(path.split(/[.[]/)[0] ?? '')) {
    throw scimInvalid(`Unknown attribute "${rawPath}"`, 'invalidPath');
  }
  // name.formatted, phone numbers, addresses and the like: known to SCIM, not kept here.
}

/** A whole User resource (POST, PUT): every attribute must be a SCIM one, userName is required. */
export function parseUser(body: unknown): UserFields & { userName: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw scimInvalid('The body must be a SCIM User object', 'invalidSyntax');
  }
  const fields: UserFields = {};
  for (const [key, value] of Object.entries(body)) {
    const name = key.toLowerCase();
    if (!knownUserAttributes.has(name)) throw scimInvalid(`Unknown attribute "${key}"`, 'invalidSyntax');
    if (['schemas', 'id', 'meta', 'groups', 'password'].includes(name) || value === null) continue;
    applyPath(fields, key, value, 'replace');
  }
  if (!fields.userName) throw scimInvalid('userName is required');
  return { ...fields, userName: fields.userName };
}

/**
 * PATCH operations as Okta and Entra send them: with a path (`{"op":"Replace","path":"active",
 * "value":"False"}`) or without one, the value then holding attribute paths as keys
 * (`{"op":"replace","value":{"active":false}}`).
 */
export function patchUserFields(operations: ScimPatchOperation[]): UserFields {
  const fields: UserFields = {};
  for (const { op, path, value } of operations) {
    if (path) {
      applyPath(fields, path, value, op);
      continue;
    }
    if (op === 'remove' || typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw scimInvalid('An operation without a path needs an object value', 'invalidSyntax');
    }
    for (const [key, part] of Object.entries(value)) applyPath(fields, key, part, op);
  }
  return fields;
}

/** The address a member gets: the SCIM e-mail, else the userName when it is an address. */
export function memberEmail(fields: UserFields): string {
  const candidate = fields.email ?? fields.userName ?? '';
  if (!email.safeParse(candidate).success) {
    throw scimInvalid('The user needs an e-mail address: in emails, or as the userName');
  }
  return candidate.toLowerCase();
}

/** First and last name from name.givenName/familyName, else from displayName. */
export function memberNames(fields: UserFields, current?: { firstName: string; lastName: string }) {
  const [first = '', ...rest] = (fields.displayName ?? '').split(/\s+/).filter(Boolean);
  const firstName = fields.givenName || (current?.firstName ?? first);
  const lastName = fields.familyName ?? current?.lastName ?? rest.join(' ');
  if (!firstName) throw scimInvalid('The user needs a name: name.givenName or displayName');
  return { firstName: firstName.slice(0, 100), lastName: lastName.slice(0, 100) };
}
