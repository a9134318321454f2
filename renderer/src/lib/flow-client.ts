import type { AxiosProgressEvent } from 'axios';
import type { z } from 'zod';
import type { FlowStatus } from '#shared/constants';
import { apiClient } from './api-client.ts';
import { ApiError, isApiError } from './api-error.ts';

/**
 * Flow helpers (000 §7): init (POST `<path>`), preview (GET `<path>/{id}`), update (PUT
 * `<path>/{id}`), execute (POST `<path>/{id}/execute`, 202, then poll the preview). One client for
 * every flow path (CSV imports, batch invites); each answer is parsed with the flow's schema.
 *
 * A 404 always raises the app's not-found error (an ApiError named NotFoundError), even when the
 * answer carried no error body, so a page can tell "no such flow" from any other failure.
 */
export type FlowClient<Flow, Init, Options> = {
  /** Starts a flow: a JSON body, or FormData for a file (`onUploadProgress` reports the upload). */
  init: (body: Init, options?: { onUploadProgress?: (fraction: number) => void }) => Promise<Flow>;
  preview: (id: string, options?: { signal?: AbortSignal }) => Promise<Flow>;
  update: (id: string, options: Options) => Promise<Flow>;
  execute: (id: string) => Promise<Flow>;
  /** `<path>/{id}/<sub>` (a flow's rows or members), parsed with `schema`. */
  list: <T>(
    id: string,
    sub: string,
    schema: z.ZodType<T>,
    params?: Record<string, unknown>,
    options?: { signal?: AbortSignal },
  ) => Promise<T>;
};

export const notFoundErrorName = 'NotFoundError';

/** The not-found error for a 404; any other failure as it came. */
export function asFlowError(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 404 || error.errorName === notFoundErrorName) return error;
  return new ApiError(404, { name: notFoundErrorName, message: error.message }, error);
}

export const isNotFound = (error: unknown): boolean =>
  isApiError(error) && error.errorName === notFoundErrorName;

async function call<T>(run: () => Promise<{ data: unknown }>, parse: (data: unknown) => T): Promise<T> {
  let data: unknown;
  try {
    ({ data } = await run());
  } catch (error) {
    throw asFlowError(error);
  }
  return parse(data);
}

export function flowClient<Flow, Init, Options>(
  path: string,
  schema: z.ZodType<Flow>,
): FlowClient<Flow, Init, Options> {
  const at = (id: string) => `${path}/${encodeURIComponent(id)}`;
  const parse = (data: unknown) => schema.parse(data);
  return {
    init: (body, options = {}) =>
      call(
        () =>
          apiClient.post(path, body, {
            ...(options.onUploadProgress
              ? {
                  onUploadProgress: (event: AxiosProgressEvent) => {
                    if (event.total) options.onUploadProgress?.(event.loaded / event.total);
                  },
                }
              : {}),
          }),
        parse,
      ),
    preview: (id, options = {}) => call(() => apiClient.get(at(id), { signal: options.signal }), parse),
    update: (id, options) => call(() => apiClient.put(at(id), options), parse),
    execute: (id) => call(() => apiClient.post(`${at(id)}/execute`), parse),
    list: (id, sub, listSchema, params, options = {}) =>
      call(
        () => apiClient.get(`${at(id)}/${sub}`, { params, signal: options.signal }),
        (data) => listSchema.parse(data),
      ),
  };
}

/** True once execute has finished, either way: polling stops there. */
export const flowSettled = (status: FlowStatus): boolean => status === 'executed' || status === 'failed';

/** How often to poll a flow's preview: while it executes, every `intervalMs`; otherwise not at all. */
export const flowPollInterval = (status: FlowStatus | undefined, intervalMs = 500): number | false =>
  status === 'executing' ? intervalMs : false;
