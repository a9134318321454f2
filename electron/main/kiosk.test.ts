import { describe, expect, it } from 'vitest';
import {
  exceedsMemoryCeiling,
  kioskUrl,
  kioskWindowOptions,
  shouldSwallowAppInput,
  shouldSwallowKioskInput,
} from './kiosk.ts';
import { secureWebPreferences } from './web-preferences.ts';

const key = (
  k: string,
  mods: Partial<{ control: boolean; meta: boolean; alt: boolean; shift: boolean }> = {},
) => ({
  type: 'keyDown' as const,
  key: k,
  control: false,
  meta: false,
  alt: false,
  shift: false,
  ...mods,
});

describe('kiosk input filtering', () => {
  it.each([
    ['reload F5', key('F5')],
    ['reload Ctrl+R', key('r', { control: true })],
    ['hard reload Ctrl+Shift+R', key('R', { control: true, shift: true })],
    ['reload Cmd+R', key('r', { meta: true })],
    ['zoom in Ctrl+=', key('=', { control: true })],
    ['zoom in Ctrl+Shift++', key('+', { control: true, shift: true })],
    ['zoom out Ctrl+-', key('-', { control: true })],
    ['zoom reset Cmd+0', key('0', { meta: true })],
    ['back Alt+Left', key('ArrowLeft', { alt: true })],
    ['forward Cmd+]', key(']', { meta: true })],
    ['browser back key', key('BrowserBack')],
    ['browser refresh key', key('BrowserRefresh')],
    ['devtools F12', key('F12')],
    ['devtools Ctrl+Shift+I', key('I', { control: true, shift: true })],
    ['devtools Cmd+Alt+I', key('i', { meta: true, alt: true })],
    ['leave full screen F11', key('F11')],
    ['print Ctrl+P', key('p', { control: true })],
    ['close Ctrl+W', key('w', { control: true })],
    ['quit Cmd+Q', key('q', { meta: true })],
  ])('swallows %s', (_name, input) => {
    expect(shouldSwallowKioskInput(input)).toBe(true);
  });

  it.each([
    ['a letter', key('a')],
    ['space', key(' ')],
    ['an arrow', key('ArrowRight')],
    ['Escape', key('Escape')],
  ])('lets %s through', (_name, input) => {
    expect(shouldSwallowKioskInput(input)).toBe(false);
  });

  it('ignores non-keyboard events', () => {
    expect(shouldSwallowKioskInput({ ...key('r', { control: true }), type: 'mouseDown' })).toBe(false);
  });
});

describe('app input filtering (outside kiosk)', () => {
  it('swallows reload and devtools in a packaged app but not in development', () => {
    for (const input of [
      key('F5'),
      key('r', { control: true }),
      key('F12'),
      key('I', { control: true, shift: true }),
    ]) {
      expect(shouldSwallowAppInput(input, { development: false })).toBe(true);
      expect(shouldSwallowAppInput(input, { development: true })).toBe(false);
    }
  });

  it('keeps ordinary editing shortcuts', () => {
    for (const input of [
      key('c', { control: true }),
      key('v', { meta: true }),
      key('z', { control: true }),
    ]) {
      expect(shouldSwallowAppInput(input, { development: false })).toBe(false);
    }
  });
});

describe('kiosk window', () => {
  it('is full screen, frameless, on top, cannot be closed, and has no devtools', () => {
    const options = kioskWindowOptions(secureWebPreferences('/preload.cjs', { devTools: true }));
    expect(options).toMatchObject({
      kiosk: true,
      fullscreen: true,
      frame: false,
      alwaysOnTop: true,
      closable: false,
    });
    expect(options.webPreferences).toMatchObject({
      devTools: false,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      preload: '/preload.cjs',
    });
  });

  it('loads the TV display route, with the token kept inside its path segment', () => {
    expect(kioskUrl('tv_token_123')).toBe('app://kudos/tv/watch/tv_token_123');
    expect(kioskUrl('a/../b?c')).toBe('app://kudos/tv/watch/a%2F..%2Fb%3Fc');
  });
});

describe('memory ceiling', () => {
  it('compares the working set in KB with the ceiling in MB', () => {
    expect(exceedsMemoryCeiling(1536 * 1024, 1536)).toBe(false);
    expect(exceedsMemoryCeiling(1536 * 1024 + 1, 1536)).toBe(true);
  });
});
