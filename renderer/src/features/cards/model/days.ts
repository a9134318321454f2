/** A calendar day (YYYY-MM-DD) as the reader's language writes it; the day itself, whatever the zone. */
export function formatDay(
  day: string,
  language: string,
  style: 'medium' | 'long' | 'full' = 'medium',
): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** This device's today as YYYY-MM-DD (the server checks the day against the tenant's own). */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
