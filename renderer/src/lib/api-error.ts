import { isAxiosError } from 'axios';
import type { ErrorBody } from '#shared/contract/common';

/** A failed API call: the HTTP status (0 when there was no answer) and the contract's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorName: string;
  readonly details: NonNullable<ErrorBody['details']>;

  constructor(status: number, body: ErrorBody | null, cause?: unknown) {
    super(body?.message ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`), {
      cause,
    });
    this.name = 'ApiError';
    this.status = status;
    this.errorName = body?.name ?? 'UnknownError';
    this.details = body?.details ?? [];
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The contract's error body (`errorBody` in shared/src/contract/common.ts), checked by hand: every
 * failed call passes here, the sign-in page included, which must not wait for zod to load.
 */
export function asErrorBody(value: unknown): ErrorBody | null {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.message !== 'string') return null;
  if (value.details === undefined) return { name: value.name, message: value.message };
  if (!Array.isArray(value.details)) return null;
  const details: NonNullable<ErrorBody['details']> = [];
  for (const detail of value.details) {
    if (
      !isRecord(detail) ||
      typeof detail.type !== 'string' ||
      typeof detail.path !== 'string' ||
      typeof detail.message !== 'string'
    )
      return null;
    const { maximum, minimum, origin, format } = detail;
    details.push({
      type: detail.type,
      path: detail.path,
      message: detail.message,
      // What the issue measured, so a form can say it in its own words (form-errors.ts).
      ...(typeof maximum === 'number' ? { maximum } : {}),
      ...(typeof minimum === 'number' ? { minimum } : {}),
      ...(typeof origin === 'string' ? { origin } : {}),
      ...(typeof format === 'string' ? { format } : {}),
    });
  }
  return { name: value.name, message: value.message, details };
}

export function toApiError(error: unknown): ApiError | unknown {
  if (!isAxiosError(error)) return error;
  const status = error.response?.status ?? 0;
  return new ApiError(status, asErrorBody(error.response?.data), error);
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
