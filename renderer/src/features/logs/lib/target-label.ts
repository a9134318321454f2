import type { TFunction } from 'i18next';
import type { AuditLogEntry } from '#shared/contract/auditing';
import { targetName } from './log-names.ts';

/** The name a logged record gives itself, when it has one. */
const ownName = (record: unknown): string | null => {
  if (record === null || typeof record !== 'object') return null;
  const { name, title } = record as { name?: unknown; title?: unknown };
  return typeof name === 'string' ? name : typeof title === 'string' ? title : null;
};

/**
 * What was acted on, in words: its type and, when known, its name ("Member: Ada Lovelace",
 * "Team: Design"); never a bare id.
 */
export function targetLabel(
  t: TFunction,
  entry: Pick<AuditLogEntry, 'targetType' | 'targetId' | 'names' | 'before' | 'after'>,
): string {
  const type = targetName(t, entry.targetType);
  const name =
    (entry.targetId ? entry.names[entry.targetId.toLowerCase()] : undefined) ??
    ownName(entry.after) ??
    ownName(entry.before);
  return name ? t('targetNamed', { ns: 'logs', type, name }) : type;
}
