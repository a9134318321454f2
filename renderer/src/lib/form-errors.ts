import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error.ts';

/**
 * Puts a ValidationError's messages on the form fields they name; true when at least one field
 * took a message (the caller then needs no toast), false for any other failure.
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
      setError(field, { type: 'server', message: detail.message });
      applied = true;
    }
  }
  return applied;
}
