import type { TFunction } from 'i18next';

/** `rewardProvider` → `reward provider`: a code word split where its capitals start words. */
const words = (code: string) =>
  code
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A code the catalogue does not name yet, readable anyway: `rewardProvider.addFunds` →
 * "Reward provider: add funds", `tenantMember` → "Tenant member".
 */
export function readable(code: string): string {
  const [area = '', ...rest] = code.split('.');
  const verb = rest.join(' ');
  return verb ? `${capitalized(words(area))}: ${words(verb)}` : capitalized(words(area));
}

/** Catalogue keys are nested by the code's dot: only plain `area.verb` / `word` codes look one up. */
const keyable = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)?$/;

const named = (t: TFunction, group: string, code: string) =>
  keyable.test(code) ? t(`${group}.${code}`, { ns: 'logs', defaultValue: readable(code) }) : readable(code);

/** An action in words ("Signed in"), from the logs catalogue or, unknown, from its code. */
export const actionName = (t: TFunction, action: string): string => named(t, 'actionNames', action);

/** A target type in words ("Member" for `tenantMember`). */
export const targetName = (t: TFunction, targetType: string): string => named(t, 'targetNames', targetType);

/** A field of a logged record in words ("First name" for `firstName`). */
export const fieldName = (t: TFunction, field: string): string => named(t, 'fieldNames', field);

/** A coded value in words ("Wrong password" for a failed sign-in's `wrongPassword`), if catalogued. */
export function valueName(t: TFunction, field: string, value: string): string | undefined {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(field) || !/^[A-Za-z][A-Za-z0-9]*$/.test(value)) return undefined;
  const key = `fieldValues.${field}.${value}`;
  const text = t(key, { ns: 'logs', defaultValue: '' });
  return text && text !== key ? text : undefined;
}
