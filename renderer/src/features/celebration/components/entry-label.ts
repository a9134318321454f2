import type { TFunction } from 'i18next';
import type { CalendarEntry } from '#shared/contract/celebration';

/** "Sam Okafor's birthday", "Eve Curie: 3 years with us" ... */
export function entryLabel(entry: Pick<CalendarEntry, 'type' | 'years' | 'member'>, t: TFunction): string {
  const name = `${entry.member.firstName} ${entry.member.lastName}`.trim();
  if (entry.type === 'anniversary' && entry.years)
    return t('entry.anniversaryYears', { name, count: entry.years });
  return t(`entry.${entry.type}`, { name });
}
