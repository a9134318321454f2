import type { Agent } from 'node:https';

/**
 * Where web push may deliver. Browsers hand out endpoints of a few push services; the server only
 * ever posts to those, so a subscription cannot turn it into a client for internal addresses.
 */
export type WebPushOptions = {
  /** Host names (a subscription's host must equal one or end in `.<name>`). */
  pushServiceHosts: readonly string[];
  /** The HTTPS agent deliveries go through; tests pass one that trusts a local push service. */
  agent?: Agent;
  /** How long one delivery may take before it counts as failed. */
  timeoutMs: number;
};

/** Chrome and Edge (FCM), Firefox (autopush), Windows (WNS), Safari (Apple). */
export const defaultPushServiceHosts = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

export const defaultWebPushOptions: WebPushOptions = {
  pushServiceHosts: defaultPushServiceHosts,
  timeoutMs: 10_000,
};

export function isAllowedPushEndpoint(endpoint: string, options: WebPushOptions): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return options.pushServiceHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
