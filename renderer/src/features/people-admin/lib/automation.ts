import type { PermissionRef } from '../../../lib/session/permissions.ts';

/** Creating an automated team and changing its rules (identityApp configureTeamAutomation). */
export const configureAutomation: PermissionRef = ['identityApp', 'configureTeamAutomation'];

export type RuleErrors = { message?: string; rules?: Array<string | undefined> };

type MaybeError = { message?: string } | undefined;

/**
 * The form's errors of the `rules` field as the editor shows them: the list's own message ("Add
 * at least one rule") and, per rule, its values' message ("Choose at least one value").
 */
export function ruleErrors(error: unknown): RuleErrors | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const list = error as MaybeError & { root?: MaybeError } & ArrayLike<{ values?: MaybeError } | undefined>;
  const rules: Array<string | undefined> = [];
  for (let index = 0; index < (list.length ?? 0); index += 1) rules.push(list[index]?.values?.message);
  return { message: list.message ?? list.root?.message, rules };
}
