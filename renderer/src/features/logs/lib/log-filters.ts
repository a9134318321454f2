import type { AuditLogFilters } from '#shared/contract/auditing';
import { dayStart } from '../../../lib/date-format.ts';

/** The Logs page's filters as the form keeps them: ids and calendar days (YYYY-MM-DD), '' for none. */
export type LogFilterForm = { actorId: string; action: string; fromDay: string; toDay: string };
export const noFilters: LogFilterForm = { actorId: '', action: '', fromDay: '', toDay: '' };

/** The day after a YYYY-MM-DD day. */
const nextDay = (day: string) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/**
 * The API's filters: days begin in `timeZone`, the one the page shows times in (useDates; the
 * browser's without one); `to` is the start of the day after the last day, so that day is included.
 */
export function apiFilters(form: LogFilterForm, timeZone?: string): AuditLogFilters {
  const start = (day: string) => dayStart(day, timeZone).toISOString();
  return {
    ...(form.actorId ? { actorId: form.actorId } : {}),
    ...(form.action ? { actionIn: [form.action] } : {}),
    ...(form.fromDay ? { from: start(form.fromDay) } : {}),
    ...(form.toDay ? { to: start(nextDay(form.toDay)) } : {}),
  };
}

/** The filters as a query string (comma lists as the API reads them). */
export function filterParams(filters: AuditLogFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}
