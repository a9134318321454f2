import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publicHealth } from '#shared/contract/health';
import type { ServerCheck } from '#shared/desktop-bridge';
import { normalizeServerOrigin } from './url-policy.ts';

/**
 * The first-run screen's check: the address must be a proper origin and answer Kudos' public
 * health check (`GET /api/healthcheck/public` → `{ status: 'ok', time }`) within a few seconds.
 */
export async function checkServer(
  address: string,
  fetchImpl: (url: string, init: RequestInit) => Promise<Response> = fetch,
  timeoutMs = 8000,
): Promise<ServerCheck> {
  const normalized = normalizeServerOrigin(address);
  if (!normalized.ok) return normalized;
  let response: Response;
  try {
    response = await fetchImpl(`${normalized.origin}/api/healthcheck/public`, {
      headers: { Accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (!response.ok) return { ok: false, reason: 'notKudos' };
  try {
    return publicHealth.safeParse(await response.json()).success
      ? { ok: true, origin: normalized.origin }
      : { ok: false, reason: 'notKudos' };
  } catch {
    return { ok: false, reason: 'notKudos' };
  }
}

/** Keeps `serverUrl` in the user's config file, leaving the other settings in it as they were. */
export async function saveServerUrl(userConfigPath: string, origin: string): Promise<void> {
  let current: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(await readFile(userConfigPath, 'utf8'));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
      current = parsed as Record<string, unknown>;
  } catch {
    // Missing or unreadable: start a new file.
  }
  await mkdir(path.dirname(userConfigPath), { recursive: true });
  const temp = `${userConfigPath}.tmp`;
  await writeFile(temp, `${JSON.stringify({ ...current, serverUrl: origin }, null, 2)}\n`);
  await rename(temp, userConfigPath);
}
