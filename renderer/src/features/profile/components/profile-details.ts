import type { TenantMember } from '#shared/contract/identity';
import type { Dates } from '../../../lib/use-dates.ts';

export type ProfileDetail = {
  key: 'jobTitle' | 'department' | 'location' | 'startDate' | 'birthday';
  value: string;
};

/**
 * The public staff profile as label/value rows, in reading order, skipping what the member has
 * not shared. Dates are calendar days as the organization writes them (useDates), never moved by
 * a time zone; a birthday (MM-DD) shows month and day only.
 */
export function profileDetails(
  member: Pick<TenantMember, 'publicStaffProfile'>,
  dates: Pick<Dates, 'day' | 'dayParts'>,
): ProfileDetail[] {
  const profile = member.publicStaffProfile ?? {};
  const rows: ProfileDetail[] = [];
  for (const key of ['jobTitle', 'department', 'location'] as const) {
    const value = profile[key]?.trim();
    if (value) rows.push({ key, value });
  }
  if (profile.startDate) {
    const date = new Date(`${profile.startDate}T00:00:00Z`);
    if (!Number.isNaN(date.getTime())) {
      rows.push({
        key: 'startDate',
        value: dates.day(profile.startDate, 'long'),
      });
    }
  }
  const birthday = /^(\d{2})-(\d{2})$/.exec(profile.birthday ?? '');
  if (birthday) {
    // A leap year, so 02-29 is a real date.
    const date = new Date(Date.UTC(2024, Number(birthday[1]) - 1, Number(birthday[2])));
    if (date.getUTCMonth() === Number(birthday[1]) - 1) {
      rows.push({
        key: 'birthday',
        value: dates.dayParts(`2024-${birthday[1]}-${birthday[2]}`, { month: 'long', day: 'numeric' }),
      });
    }
  }
  return rows;
}
