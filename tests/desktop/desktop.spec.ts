import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { _electron, type ElectronApplication, expect, type Page, test } from '@playwright/test';
import type { AccessToken } from '#shared/contract/identity';
import { electronBinary, skipReason } from './electron-binary.ts';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.DESKTOP_E2E_PORT ?? 8092);
const server = `http://acme.localhost:${port}`;
const main = path.join(root, 'dist/desktop/main.cjs');

test.skip(electronBinary() === null, skipReason);

/** Each launch gets its own profile folder unless a test reuses one (restart scenarios). */
async function launch(args: string[], profileDir = mkdtempSync(path.join(tmpdir(), 'kudos-profile-'))) {
  const app = await _electron.launch({
    args: [main, ...args],
    env: { ...process.env, KUDOS_PROFILE_DIR: profileDir },
  });
  const page = await app.firstWindow();
  return { app, page, profileDir };
}

/** Signs in through the API on the tenant host (the Host header picks the tenant). */
function login(email: string): Promise<AccessToken> {
  const body = JSON.stringify({ email, password: 'Kudos!demo1' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/identity/passwords/login',
        method: 'POST',
        headers: { 'content-type': 'application/json', host: `acme.localhost:${port}` },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          response.statusCode === 200 ? resolve(JSON.parse(text) as AccessToken) : reject(new Error(text)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const windowFacts = (app: ElectronApplication) =>
  app.evaluate(({ BrowserWindow, Menu }) => {
    const window = BrowserWindow.getAllWindows()[0];
    return {
      url: window?.webContents.getURL() ?? '',
      kiosk: window?.isKiosk() ?? false,
      fullScreen: window?.isFullScreen() ?? false,
      devTools: window?.webContents.isDevToolsOpened() ?? false,
      crashed: window?.webContents.isCrashed() ?? true,
      menu: Menu.getApplicationMenu() !== null,
      windows: BrowserWindow.getAllWindows().length,
    };
  });

test('launches the renderer from app:// with an isolated, Node-free page and the bridge', async () => {
  const { app, page } = await launch([`--server-url=${server}`]);
  try {
    expect(page.url()).toMatch(/^app:\/\/kudos\//);
    const page_ = await page.evaluate(() => ({
      require: typeof (window as unknown as { require?: unknown }).require,
      process: typeof (window as unknown as { process?: unknown }).process,
      bridge: typeof window.kudosDesktop?.setToken,
      ipc: 'ipcRenderer' in (window.kudosDesktop ?? {}),
    }));
    expect(page_).toEqual({ require: 'undefined', process: 'undefined', bridge: 'function', ipc: false });
  } finally {
    await app.close();
  }
});

test('first run: asks for the organization and checks it answers', async () => {
  const { app, page } = await launch([]);
  try {
    await expect(page.getByRole('heading', { name: 'Connect to your organization' })).toBeVisible();
    const address = page.getByRole('textbox', { name: /Organization address/ });
    await address.fill('http://127.0.0.1:1');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('We could not reach this address.', { exact: false })).toBeVisible();
    await address.fill(server);
    await address.press('Enter');
    await expect.poll(() => page.url()).not.toContain('__first-run');
  } finally {
    await app.close();
  }
});

test('keeps the token in the keychain across restarts, never in browser storage, and deletes it on sign-out', async () => {
  const token = await login('eve@acme.test');
  const first = await launch([`--server-url=${server}`]);
  await first.page.evaluate((t) => window.kudosDesktop?.setToken(t), token);
  const stored = await first.page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toContain(token.token);
  await first.app.close();

  const second = await launch([`--server-url=${server}`], first.profileDir);
  try {
    expect(await second.page.evaluate(() => window.kudosDesktop?.initialToken())).toEqual({
      token: token.token,
      userId: token.userId,
      tenantId: token.tenantId,
      expiresAt: token.expiresAt,
    });
    await second.page.evaluate(() => window.kudosDesktop?.clearToken());
  } finally {
    await second.app.close();
  }
  const third = await launch([`--server-url=${server}`], first.profileDir);
  try {
    expect(await third.page.evaluate(() => window.kudosDesktop?.initialToken())).toBeNull();
  } finally {
    await third.app.close();
  }
});

test('blocks navigation and new windows to other sites', async () => {
  const { app, page } = await launch([`--server-url=${server}`]);
  try {
    await page.evaluate(() => {
      window.location.href = 'https://evil.example/';
    });
    await page.waitForTimeout(500);
    const opened = await page.evaluate(() => window.open('https://evil.example/') === null);
    const facts = await windowFacts(app);
    expect(facts.url).toMatch(/^app:\/\/kudos\//);
    expect(opened).toBe(true);
    expect(facts.windows).toBe(1);
    expect(await page.evaluate(() => window.kudosDesktop?.openExternal('file:///etc/passwd'))).toBe(false);
  } finally {
    await app.close();
  }
});

test.describe('kiosk', () => {
  const kioskArgs = ['--kiosk', '--tv-token=desktop-e2e-token', '--no-update'];

  async function settled(page: Page) {
    await page.waitForLoadState('domcontentloaded');
    await page.waitForTimeout(500);
  }

  test('is locked: full screen, no menu, no devtools, reload and zoom swallowed', async () => {
    const { app, page } = await launch([...kioskArgs, `--server-url=${server}`]);
    try {
      await settled(page);
      let loads = 0;
      page.on('load', () => loads++);
      for (const key of ['F12', 'Control+Shift+I', 'F5', 'Control+R', 'Control+=', 'Alt+ArrowLeft'])
        await page.keyboard.press(key);
      await page.waitForTimeout(500);
      const facts = await windowFacts(app);
      expect(facts).toMatchObject({ kiosk: true, devTools: false, menu: false });
      expect(facts.url).toContain('/tv/watch/desktop-e2e-token');
      expect(loads).toBe(0);
      expect(await page.evaluate(() => window.kudosDesktop?.isKiosk())).toBe(true);
    } finally {
      await app.evaluate(({ app: electronApp }) => electronApp.exit(0)).catch(() => {});
    }
  });

  test('recovers from a crashed renderer', async () => {
    const { app, page } = await launch([...kioskArgs, `--server-url=${server}`]);
    try {
      await settled(page);
      await app.evaluate(({ BrowserWindow }) =>
        BrowserWindow.getAllWindows()[0]?.webContents.forcefullyCrashRenderer(),
      );
      await expect.poll(async () => (await windowFacts(app)).crashed, { timeout: 20_000 }).toBe(false);
      expect((await windowFacts(app)).url).toContain('/tv/watch/desktop-e2e-token');
    } finally {
      await app.evaluate(({ app: electronApp }) => electronApp.exit(0)).catch(() => {});
    }
  });

  test('offline: reports the server away and stays on the display', async () => {
    const { app, page } = await launch([...kioskArgs, '--server-url=http://127.0.0.1:1']);
    try {
      await settled(page);
      await expect
        .poll(() => page.evaluate(async () => (await window.kudosDesktop?.kioskState())?.online), {
          timeout: 30_000,
        })
        .toBe(false);
      const facts = await windowFacts(app);
      expect(facts.url).toMatch(/^app:\/\/kudos\//);
      expect(facts.url).not.toMatch(/login|sign-in/);
    } finally {
      await app.evaluate(({ app: electronApp }) => electronApp.exit(0)).catch(() => {});
    }
  });
});
