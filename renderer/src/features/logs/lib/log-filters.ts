import type { AuditLogFilters } from '#shared/contract/auditing';

/** The Logs page's filters as the form keeps them: ids and calendar days (YYYY-MM-DD), '' for none. */
export type LogFilterForm = { actorId: string; action: string; fromDay: string; toDay: string };
export const noFilters: LogFilterForm = { actorId: '', action: '', fromDay: '', toDay: '' };

/** A calendar day's start in the viewer's own time zone, as the API's instant. */
const dayStart = (day: string, addDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + addDays).toISOString();
};

/** The API's filters: `to` is the start of the day after the last day, so that day is included. */
export function apiFilters(form: LogFilterForm): AuditLogFilters {
  return {
    ...(form.actorId ? { actorId: form.actorId } : {}),
    ...(form.action ? { actionIn: [form.action] } : {}),
    ...(form.fromDay ? { from: dayStart(form.fromDay) } : {}),
    ...(form.toDay ? { to: dayStart(form.toDay, 1) } : {}),
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
