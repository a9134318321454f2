import { type Agent, request } from 'node:https';

export type WebhookOptions = {
  /** The HTTPS agent to post through; tests pass one that trusts their local stand-in. */
  agent?: Agent;
  timeoutMs: number;
};

export const defaultWebhookOptions: WebhookOptions = { timeoutMs: 10_000 };

/**
 * POSTs JSON to an https address and says how it went: `ok`, or the failure in a few words
 * (`HTTP 404`, `timed out`, `network error`) for the admin page. Never throws. Redirects are not
 * followed: a webhook that moved is a failure the admin should see.
 */
export function postJson(
  url: string,
  body: unknown,
  options: WebhookOptions,
): Promise<{ ok: true } | { ok: false; error: string }> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ ok: false, error: 'invalid address' });
      return;
    }
    if (target.protocol !== 'https:') {
      resolve({ ok: false, error: 'not https' });
      return;
    }
    const payload = Buffer.from(JSON.stringify(body));
    const outgoing = request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
        timeout: options.timeoutMs,
        ...(options.agent ? { agent: options.agent } : {}),
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status >= 200 && status < 300 ? { ok: true } : { ok: false, error: `HTTP ${status}` });
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (err) =>
      resolve({ ok: false, error: err.message === 'timed out' ? 'timed out' : 'network error' }),
    );
    outgoing.end(payload);
  });
}
