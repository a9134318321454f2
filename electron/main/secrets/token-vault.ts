import { readFile, writeFile } from 'node:fs/promises';
import { type AccessToken, accessToken } from '#shared/contract/identity';
import { type SecretStore, secretAccount } from './secret-store.ts';

/**
 * The signed-in session of the desktop app: the token lives in the secret store under its
 * organization and tenant; a small non-secret file remembers which tenant was last used per
 * organization, so the right entry is read at start. The current token is also held in memory
 * so the window can read it synchronously before the app's scripts run.
 */
export class TokenVault {
  private current: AccessToken | null = null;

  constructor(
    private readonly store: SecretStore,
    private readonly pointerFile: string,
    private readonly origin: string,
    private readonly now: () => number = Date.now,
  ) {}

  get storeKind(): SecretStore['kind'] {
    return this.store.kind;
  }

  /** The token read by `load` or kept by `save`, unless it has expired meanwhile. */
  token(): AccessToken | null {
    if (this.current && Date.parse(this.current.expiresAt) <= this.now()) this.current = null;
    return this.current;
  }

  /** Reads the last used entry for this organization; a malformed or expired one is deleted. */
  async load(): Promise<AccessToken | null> {
    const pointers = await this.readPointers();
    const account = pointers[this.origin];
    if (!account) return null;
    const raw = await this.store.get(account);
    const parsed = raw ? safeParse(raw) : null;
    if (!parsed || Date.parse(parsed.expiresAt) <= this.now()) {
      if (raw) await this.store.delete(account);
      await this.writePointer(null);
      return null;
    }
    this.current = parsed;
    return parsed;
  }

  async save(token: AccessToken): Promise<void> {
    const account = secretAccount(this.origin, token.tenantId);
    await this.store.set(account, JSON.stringify(token));
    await this.writePointer(account);
    this.current = token;
  }

  /** Sign-out or a 401: the entry in use is deleted from the store. */
  async clear(): Promise<void> {
    const pointers = await this.readPointers();
    const account =
      pointers[this.origin] ?? (this.current ? secretAccount(this.origin, this.current.tenantId) : null);
    this.current = null;
    if (account) await this.store.delete(account);
    await this.writePointer(null);
  }

  private async readPointers(): Promise<Record<string, string>> {
    try {
      const parsed: unknown = JSON.parse(await readFile(this.pointerFile, 'utf8'));
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
    } catch {
      return {};
    }
  }

  private async writePointer(account: string | null): Promise<void> {
    const pointers = await this.readPointers();
    if (account) pointers[this.origin] = account;
    else delete pointers[this.origin];
    await writeFile(this.pointerFile, JSON.stringify(pointers), { mode: 0o600 });
  }
}

function safeParse(raw: string): AccessToken | null {
  try {
    const parsed = accessToken.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
