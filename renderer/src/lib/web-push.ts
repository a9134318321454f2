import { vapidPublicKeyResponse } from '#shared/contract/notifications';
import { apiClient } from './api-client.ts';

/** Browser push on this device: a service worker, a push subscription, and the server's copy of it. */
export const pushServiceWorkerUrl = '/push-sw.js';
export const vapidPublicKeyPath = '/notifications/webPushSubscriptions/vapidPublicKey';
export const webPushSubscriptionsPath = '/notifications/webPushSubscriptions/';

export type PushAvailability = 'unsupported' | 'denied' | 'available';

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window)) {
    return 'unsupported';
  }
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'available';
}

/** The VAPID key arrives as base64url; `applicationServerKey` wants its bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** This device's current subscription, or null when it has none (or push is unsupported). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration(pushServiceWorkerUrl);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export class PushPermissionError extends Error {
  constructor() {
    super('Notifications are blocked for this site');
    this.name = 'PushPermissionError';
  }
}

/** Asks for permission, subscribes this browser with the server's key and registers it with the server. */
export async function subscribeToPush(): Promise<void> {
  if (pushAvailability() === 'unsupported') throw new Error('Push is not supported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError();
  const { publicKey } = vapidPublicKeyResponse.parse((await apiClient.get(vapidPublicKeyPath)).data);
  await navigator.serviceWorker.register(pushServiceWorkerUrl);
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  const { endpoint, keys } = subscription.toJSON();
  await apiClient.post(webPushSubscriptionsPath, { endpoint, keys, domain: window.location.host });
}

/** Forgets this device on the server, then drops the browser's subscription. */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiClient.delete(webPushSubscriptionsPath, { data: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
