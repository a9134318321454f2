import { isAxiosError } from 'axios';
import { type ErrorBody, errorBody } from '#shared/contract/common';

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

export function toApiError(error: unknown): ApiError | unknown {
  if (!isAxiosError(error)) return error;
  const status = error.response?.status ?? 0;
  const parsed = errorBody.safeParse(error.response?.data);
  return new ApiError(status, parsed.success ? parsed.data : null, error);
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
