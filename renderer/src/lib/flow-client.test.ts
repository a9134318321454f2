import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiClient } from './api-client.ts';
import { isApiError } from './api-error.ts';
import { flowClient, flowPollInterval, flowSettled, isNotFound } from './flow-client.ts';

const flow = z.object({ id: z.string(), status: z.enum(['preview', 'executing', 'executed', 'failed']) });
type Call = { method: string; url: string; data: unknown; params: unknown };

/** Answers every call with `answer(call)` instead of the network, recording the calls. */
function serve(answer: (call: Call) => { status: number; data: unknown }) {
  const calls: Call[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const call = {
      method: String(config.method).toUpperCase(),
      url: String(config.url),
      data: config.data,
      params: config.params,
    };
    calls.push(call);
    const { status, data } = answer(call);
    const response = { status, statusText: '', headers: {}, config, data };
    if (status >= 400) {
      throw new AxiosError('failed', 'ERR_BAD_RESPONSE', config, undefined, {
        ...response,
        config: { ...config, headers: new AxiosHeaders() },
      });
    }
    return response;
  };
  return calls;
}

const original = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = original;
});

const imports = flowClient<z.infer<typeof flow>, unknown, { skip: boolean }>('/identity/staffImports', flow);

describe('flowClient', () => {
  it('calls init, preview, update and execute on the one path, parsing each answer', async () => {
    const calls = serve(({ method }) => ({
      status: method === 'POST' ? 201 : 200,
      data: { id: 'f1', status: method === 'POST' ? 'executing' : 'preview', extra: true },
    }));
    expect(await imports.init({ a: 1 })).toEqual({ id: 'f1', status: 'executing' });
    expect(await imports.preview('f1')).toEqual({ id: 'f1', status: 'preview' });
    await imports.update('f1', { skip: true });
    await imports.execute('f1');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /identity/staffImports',
      'GET /identity/staffImports/f1',
      'PUT /identity/staffImports/f1',
      'POST /identity/staffImports/f1/execute',
    ]);
    expect(JSON.parse(String(calls[2]?.data))).toEqual({ skip: true });
  });

  it("lists a flow's sub-resource with its query", async () => {
    const calls = serve(() => ({ status: 200, data: { results: [1, 2], next: null } }));
    const page = await imports.list(
      'f1',
      'rows',
      z.object({ results: z.array(z.number()), next: z.null() }),
      { outcomeIn: 'invalid', page: 2 },
    );
    expect(page.results).toEqual([1, 2]);
    expect(calls[0]).toMatchObject({
      url: '/identity/staffImports/f1/rows',
      params: { outcomeIn: 'invalid', page: 2 },
    });
  });

  it('raises the not-found error on a 404, with or without an error body', async () => {
    serve(() => ({ status: 404, data: '<html>Not here</html>' }));
    const bare = await imports.preview('gone').catch((error: unknown) => error);
    expect(isApiError(bare) && bare.status).toBe(404);
    expect(isNotFound(bare)).toBe(true);

    serve(() => ({ status: 404, data: { name: 'NotFoundError', message: 'No such import' } }));
    const named = await imports.execute('gone').catch((error: unknown) => error);
    expect(isNotFound(named)).toBe(true);
    expect((named as Error).message).toBe('No such import');
  });

  it('passes every other failure on as it came', async () => {
    serve(() => ({
      status: 400,
      data: { name: 'ValidationError', message: 'The file has no column "email".' },
    }));
    const error = await imports.init(new FormData()).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(false);
    expect(isApiError(error) && [error.status, error.errorName, error.message]).toEqual([
      400,
      'ValidationError',
      'The file has no column "email".',
    ]);
  });

  it('refuses an answer that does not fit the schema', async () => {
    serve(() => ({ status: 200, data: { id: 'f1', status: 'done' } }));
    await expect(imports.preview('f1')).rejects.toThrow();
  });
});

describe('polling', () => {
  it('polls only while the flow executes, and settles on executed or failed', () => {
    expect(flowPollInterval('executing')).toBe(500);
    expect(flowPollInterval('executing', 1000)).toBe(1000);
    expect(flowPollInterval('preview')).toBe(false);
    expect(flowPollInterval('executed')).toBe(false);
    expect(flowPollInterval(undefined)).toBe(false);
    expect(flowSettled('executed')).toBe(true);
    expect(flowSettled('failed')).toBe(true);
    expect(flowSettled('executing')).toBe(false);
    expect(flowSettled('preview')).toBe(false);
  });
});
