// formResolver lives in a module of its own (form-resolver.ts), so pages that only word errors
// (the timeline's flag dialog and comments) do not download @hookform/resolvers and react-hook-form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ApiError, isApiError } from './api-error.ts';
import { fallbackLanguage, i18next } from './i18n.ts';

/**
 * What went wrong with one field, from either side: a zod issue of the form's own schema, or a
 * detail of the server's ValidationError (which carries the same code as `type`, and the same
 * limit and format).
 */
export type IssueLike = {
  code?: string;
  type?: string;
  message: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  origin?: string;
  format?: string;
};

/** How zod's own wording starts; a sentence a schema wrote for people does not. */
const libraryWording = /^(Invalid|Too (big|small)|Expected|Required)\b/;

/** Formats with a sentence of their own; others read "Check the format". */
const knownFormats = new Set(['month-day', 'date', 'email', 'url', 'datetime', 'time']);

const number = (value: number | bigint) => new Intl.NumberFormat(i18next.language).format(value);
const tc = (key: string, options: Record<string, string> = {}) =>
  i18next.t(`common:formErrors.${key}`, options);

const contractKey = { ns: 'contract', keySeparator: false, nsSeparator: false } as const;

/** A number as the server writes it: `5000`, or `100,000` (toLocaleString('en-US')). */
const serverNumber = /^(?:\d{1,3}(?:,\d{3})+|\d+)$/;
/** An i18next placeholder: `{{name}}`, `{{- name}}`, `{{count, number}}`. */
const placeholder = /\{\{-?\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

/** A catalogue key with placeholders, as a pattern over the sentences it stands for. */
type Template = {
  key: string;
  pattern: RegExp;
  /** Each capture's placeholder, and whether its value is a number written the reader's way. */
  slots: ReadonlyArray<{ name: string; number: boolean }>;
  /** Its literal text's length: the most literal template wins when more than one matches. */
  literal: number;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A key's placeholder holds a number (written "1.000" for a German reader) unless the sentence
 * quotes it (`A team named "{{name}}"`) or it names a name or an id (`{{managerEmployeeId}}`):
 * a team called "2024" keeps its name.
 */
function template(key: string): Template | null {
  const slots: Template['slots'][number][] = [];
  let source = '';
  let literal = 0;
  let last = 0;
  for (const match of key.matchAll(placeholder)) {
    const index = match.index ?? 0;
    const before = key.slice(last, index);
    const name = match[1] ?? '';
    const quoted = /["“„'‘]$/.test(before);
    slots.push({ name, number: !quoted && !/(?:id|name)$/i.test(name) });
    source += `${escapeRegExp(before)}(.+?)`;
    literal += before.length;
    last = index + match[0].length;
  }
  if (slots.length === 0) return null;
  source += escapeRegExp(key.slice(last));
  literal += key.length - last;
  return { key, pattern: new RegExp(`^${source}$`, 's'), slots, literal };
}

let templates: readonly Template[] | undefined;

/** The English catalogue's placeholder keys as patterns, compiled on first use. */
function contractTemplates(): readonly Template[] {
  templates ??= Object.keys(i18next.getResourceBundle(fallbackLanguage, 'contract') ?? {})
    .flatMap((key) => template(key) ?? [])
    .sort((a, b) => b.literal - a.literal);
  return templates;
}

/**
 * A sentence a shared schema or the server wrote for people (`{ error: 'Enter a name' }`,
 * `A team named "Design" already exists.`), in the reader's language: the `contract` catalogue is
 * keyed by the English sentence itself (lib/contract-messages/, which a test keeps complete); one
 * it lacks stays as written. A sentence built around values is keyed with them as placeholders
 * (`Enter a point amount that is {{max}} or less`, `A team named "{{name}}" already exists.`):
 * each such key is a pattern whose placeholders match any text (lazily, the whole sentence
 * anchored), and the sentence is translated with the values it holds. A number is then written in
 * the reader's way ("1,000", "1.000"), as the tooLong sentence writes its limit; any other value
 * (a name, an email) as it is — plain text, as React escapes (the catalogue's escapeValue is
 * false, and a value never nests another key).
 */
export function contractMessage(message: string): string {
  if (i18next.exists(message, contractKey)) return i18next.t(message, contractKey);
  for (const { key, pattern, slots } of contractTemplates()) {
    const match = pattern.exec(message);
    if (!match) continue;
    const replace: Record<string, string> = {};
    slots.forEach(({ name, number: isNumber }, index) => {
      const value = match[index + 1] ?? '';
      replace[name] =
        isNumber && serverNumber.test(value) ? number(Number(value.replaceAll(',', ''))) : value;
    });
    return i18next.t(key, { ...contractKey, replace, nest: false });
  }
  return message;
}

/**
 * What the server said about a refused call, in the reader's language: a ValidationError's first
 * field problem worded as the forms word it (`issueMessage`), else the error's own sentence. The
 * server's sentences are in the `contract` catalogue too (the same test keeps them complete); one
 * it cannot know (it names a person or a column) stays as written.
 */
export function serverMessage(error: ApiError): string {
  const detail = error.details[0];
  return detail ? issueMessage(detail) : contractMessage(error.message);
}

/**
 * The sentence a person reads for one issue, through the i18n layer. A text limit always reads as
 * the field's own limit ("Keep it to 2,000 characters or fewer", as its counter shows), a known
 * format as what to type; any other issue keeps the sentence the schema wrote for people, and
 * only zod's own wording ("Too big: expected string to have <=120 characters") is replaced.
 */
export function issueMessage(issue: IssueLike): string {
  const code = issue.code ?? issue.type;
  const { maximum, minimum, origin } = issue;
  const text = origin === undefined || origin === 'string';
  if (code === 'too_big' && maximum !== undefined && text) return tc('tooLong', { max: number(maximum) });
  if (code === 'invalid_format' && issue.format && knownFormats.has(issue.format)) {
    return tc(`format.${issue.format}`);
  }
  if (issue.message && !libraryWording.test(issue.message)) return contractMessage(issue.message);
  if (code === 'too_big' && maximum !== undefined) {
    if (origin === 'number' || origin === 'bigint') return tc('tooHigh', { max: number(maximum) });
    return tc('tooMany', { max: number(maximum) });
  }
  if (code === 'too_small' && minimum !== undefined) {
    if (origin === 'array' || origin === 'set') return tc('tooFew', { min: number(minimum) });
    if (origin === 'number' || origin === 'bigint') return tc('tooLow', { min: number(minimum) });
    return Number(minimum) <= 1 ? tc('required') : tc('tooShort', { min: number(minimum) });
  }
  if (code === 'invalid_format') return tc('format.other');
  return tc('invalid');
}

/**
 * Puts a ValidationError's messages on the form fields they name, worded as the form's own
 * (`issueMessage`); true when at least one field took a message (the caller then needs no
 * toast), false for any other failure.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  /** The body nests the form's fields under this key (`publicStaffProfile`). */
  prefix = '',
): boolean {
  if (!isApiError(error) || error.errorName !== 'ValidationError') return false;
  let applied = false;
  for (const detail of error.details) {
    const path =
      prefix && detail.path.startsWith(`${prefix}.`) ? detail.path.slice(prefix.length + 1) : detail.path;
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field) {
      setError(field, { type: 'server', message: issueMessage(detail) });
      applied = true;
    }
  }
  return applied;
}

/**
 * The sentence for a ValidationError's detail on one field (`body`, `message`), for forms kept
 * without react-hook-form; undefined when the failure is anything else.
 */
export function serverFieldMessage(error: unknown, field: string): string | undefined {
  if (!isApiError(error) || error.errorName !== 'ValidationError') return undefined;
  const detail = error.details.find((item) => item.path === field || item.path.startsWith(`${field}.`));
  return detail ? issueMessage(detail) : undefined;
}
