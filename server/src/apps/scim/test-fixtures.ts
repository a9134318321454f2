import type { InjectOptions } from 'fastify';
import { scimContentType } from '#shared/contract/scim';
import type { HostName } from '../../test/harness.ts';
import { type RecognitionApp, startRecognitionApp } from '../recognition/test-fixtures.ts';

export type ScimApp = RecognitionApp & {
  /** Creates a SCIM token as an admin of `host` (ada on Acme, uma on Globex). */
  newToken: (host?: HostName) => Promise<string>;
  scim: (
    token: string | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    host?: HostName,
  ) => ReturnType<RecognitionApp['t']['request']>;
};

/** The demo data with helpers to make SCIM calls the way an identity provider does. */
export async function startScimApp(): Promise<ScimApp> {
  const r = await startRecognitionApp();
  const newToken = async (host: HostName = 'acme') => {
    const admin = host === 'acme' ? 'ada' : 'umaGlobex';
    const response = await r.api(admin, 'POST', '/identity/scimTokens', { name: 'Entra ID' });
    if (response.statusCode !== 201) throw new Error(`token: ${response.statusCode} ${response.body}`);
    return response.json().token as string;
  };
  const scim: ScimApp['scim'] = (token, method, url, payload, host = 'acme') =>
    r.t.request({
      method,
      url: `/api/scim/v2${url}`,
      host,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': scimContentType }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return { ...r, newToken, scim };
}
