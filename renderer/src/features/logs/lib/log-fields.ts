/** One field of a logged record, as it was and as it is after the action. */
export type LogFieldRow = { field: string; before: unknown; after: unknown; changed: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The before and after records side by side, field by field (the union of both records' fields,
 * in their order); a record that is not an object (a list, a number) is one row without a field
 * name. Null when the entry keeps neither.
 */
export function logFieldRows(before: unknown, after: unknown): LogFieldRow[] | null {
  if (before == null && after == null) return null;
  if ((before == null || isRecord(before)) && (after == null || isRecord(after))) {
    const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
    return fields.map((field) => {
      const was = before?.[field];
      const is = after?.[field];
      return { field, before: was, after: is, changed: before != null && after != null && !same(was, is) };
    });
  }
  return [{ field: '', before, after, changed: before != null && after != null && !same(before, after) }];
}

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** How a logged value reads: ids as names, times as dates, yes/no, lists and nested records. */
export type ValueWords = {
  names: Record<string, string>;
  yes: string;
  no: string;
  none: string;
  dateTime: (iso: string) => string;
  field: (key: string) => string;
  /** A coded value of a field in words (a failed sign-in's `reason`), when the catalogue has it. */
  code: (field: string, value: string) => string | undefined;
};

export function valueText(value: unknown, words: ValueWords, field = '', depth = 0): string {
  if (value === null || value === undefined || value === '') return words.none;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') {
    const name = words.names[value.toLowerCase()] ?? words.code(field, value);
    if (name) return name;
    return isoDateTime.test(value) && !Number.isNaN(Date.parse(value)) ? words.dateTime(value) : value;
  }
  if (typeof value === 'number') return value.toLocaleString();
  if (Array.isArray(value))
    return value.length === 0
      ? words.none
      : value.map((item) => valueText(item, words, field, depth + 1)).join(', ');
  if (isRecord(value)) {
    if (depth > 2) return JSON.stringify(value);
    const parts = Object.entries(value).map(
      ([key, item]) => `${words.field(key)}: ${valueText(item, words, key, depth + 1)}`,
    );
    return parts.length === 0 ? words.none : parts.join('; ');
  }
  return String(value);
}
