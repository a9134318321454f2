import { isAppUrl } from './url-policy.ts';

/**
 * Deny by default: the app's own pages may write to the clipboard (copy links) and go full
 * screen (the TV display); nothing may use the camera, microphone, location, notifications
 * (those go through the bridge), devices or anything else. Other origins get nothing at all.
 */
const allowedForApp: ReadonlySet<string> = new Set(['clipboard-sanitized-write', 'fullscreen']);

export function isPermissionAllowed(permission: string, requestingUrl: string): boolean {
  return isAppUrl(requestingUrl) && allowedForApp.has(permission);
}
