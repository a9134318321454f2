import { describe, expect, it } from 'vitest';
import { checkArgs, isTrustedSender } from './ipc-guard.ts';
import { appPath, badgeCount, desktopNotification, desktopToken, externalUrl } from './ipc-schemas.ts';

describe('isTrustedSender', () => {
  it('trusts only the top frame of our own window showing the app', () => {
    const ok = { frameUrl: 'app://kudos/home', isMainFrame: true, knownWindow: true };
    expect(isTrustedSender(ok)).toBe(true);
    expect(isTrustedSender({ ...ok, isMainFrame: false })).toBe(false);
    expect(isTrustedSender({ ...ok, knownWindow: false })).toBe(false);
    expect(isTrustedSender({ ...ok, frameUrl: 'https://evil.example/' })).toBe(false);
    expect(isTrustedSender({ ...ok, frameUrl: 'app://evil/' })).toBe(false);
    expect(isTrustedSender({ ...ok, frameUrl: 'file:///tmp/x.html' })).toBe(false);
    expect(isTrustedSender({ ...ok, frameUrl: null })).toBe(false);
  });
});

describe('checkArgs', () => {
  it('accepts a valid notification and a badge count', () => {
    expect(
      checkArgs([desktopNotification], [{ title: 'Kudos', body: 'Eve thanked you', resourcePath: '/r/1' }]),
    ).toEqual({
      ok: true,
      value: [{ title: 'Kudos', body: 'Eve thanked you', resourcePath: '/r/1' }],
    });
    expect(checkArgs([badgeCount], [3])).toEqual({ ok: true, value: [3] });
  });

  it.each([
    ['too many arguments', [badgeCount], [1, 2]],
    ['too few arguments', [externalUrl], []],
    ['a negative badge', [badgeCount], [-1]],
    ['a fractional badge', [badgeCount], [1.5]],
    ['a string badge', [badgeCount], ['3']],
    ['an empty title', [desktopNotification], [{ title: '' }]],
    ['an extra key', [desktopNotification], [{ title: 't', onclick: 'x' }]],
    [
      'an absolute URL as the resource path',
      [desktopNotification],
      [{ title: 't', resourcePath: 'https://evil/' }],
    ],
    ['a protocol-relative resource path', [desktopNotification], [{ title: 't', resourcePath: '//evil/' }]],
    ['a backslash resource path', [desktopNotification], [{ title: 't', resourcePath: '/\\evil' }]],
    ['a token without fields', [desktopToken], [{ token: 'x' }]],
    ['a non-object', [desktopNotification], ['title']],
  ])('refuses %s', (_why, schemas, args) => {
    expect(checkArgs(schemas, args).ok).toBe(false);
  });

  it('accepts in-app paths and nothing else', () => {
    expect(appPath.safeParse('/recognition/send').success).toBe(true);
    expect(appPath.safeParse('recognition').success).toBe(false);
    expect(appPath.safeParse('javascript:alert(1)').success).toBe(false);
  });
});
