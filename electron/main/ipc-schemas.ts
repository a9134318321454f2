import { z } from 'zod';
import { accessToken } from '#shared/contract/identity';
import { type DesktopNotification, displayStates } from '#shared/desktop-bridge';

/** The bridge's arguments as the main process accepts them: anything else is refused. */

/** An in-app path (`/recognition/123`): never a scheme, a protocol-relative `//host`, or a backslash. */
export const appPath = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\\\s]*$/, { error: 'Expected an in-app path starting with a single /' });

export const desktopNotification = z.strictObject({
  title: z.string().min(1).max(256),
  body: z.string().max(2048).optional(),
  resourcePath: appPath.optional(),
}) satisfies z.ZodType<DesktopNotification>;

export const badgeCount = z.int().min(0).max(1_000_000);
export const externalUrl = z.string().min(1).max(4096);
/** The organization's address as typed on the first-run screen; first-run.ts normalizes it. */
export const serverAddress = z.string().trim().min(1).max(2048);
export const desktopToken = accessToken;
export const displayState = z.enum(displayStates);
