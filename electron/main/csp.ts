/**
 * The Content-Security-Policy of pages served by `app://`: the web app's own policy, where
 * 'self' is the app origin and the API is reached through the same origin (the protocol
 * forwards /api to the organization's server), so nothing else needs to be allowed.
 * Fluent UI (Griffel) inserts style rules at run time, hence 'unsafe-inline' for styles only.
 */
export const desktopContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');
