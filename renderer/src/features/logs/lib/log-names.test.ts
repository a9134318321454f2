import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import german from '../locales/de.json';
import english from '../locales/en.json';
import { actionName, readable, targetName, valueName } from './log-names.ts';

/**
 * Audit actions whose name the server builds from a variable (`checkIn.${action}`), with every
 * name the variable takes. A new template fails the test below until it is listed here.
 */
const builtActions: Record<string, string[]> = {
  'rewardOrder.${action}': ['rewardOrder.fulfil', 'rewardOrder.refund'],
  'checkIn.${action}': [
    'checkIn.createCategory',
    'checkIn.updateCategory',
    'checkIn.archiveCategory',
    'checkIn.unarchiveCategory',
    'checkIn.setAudience',
    'checkIn.addQuestion',
    'checkIn.editQuestion',
    'checkIn.removeQuestion',
  ],
  'insight.${action}': ['insight.dismiss', 'insight.snooze', 'insight.reopen'],
  'value.${verb}': ['value.archive', 'value.unarchive'],
  'awardType.${action}': [
    'awardType.start',
    'awardType.end',
    'awardType.extend',
    'awardType.finalize',
    'awardType.archive',
    'awardType.unarchive',
  ],
};

/** The server's sources but tests (tests run from the repository root, vitest.config.ts). */
function serverSources(): string[] {
  const root = path.join(process.cwd(), 'server/src');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('test/'))
    .map((file) => readFileSync(path.join(root, file), 'utf8'));
}

/** The alternatives a `${…}` offers: the quoted results of its conditionals (`a ? 'x' : 'y'`). */
const alternatives = (expression: string) =>
  [...expression.matchAll(/[?:]\s*'([^']*)'/g)].map((m) => m[1] ?? '');

/** A template's names: each interpolation's alternatives in turn; null when one is a bare variable. */
function expand(template: string): string[] | null {
  let names = [''];
  for (const part of template.split(/(\$\{[^}]*\})/)) {
    if (!part.startsWith('${')) {
      names = names.map((name) => name + part);
      continue;
    }
    const options = alternatives(part);
    if (options.length === 0) return null;
    names = names.flatMap((name) => options.map((option) => name + option));
  }
  return names;
}

/**
 * Every action the server can write to the audit log: `action: '…'` and `action: \`…\`` (expanded
 * as above), and every other `'area.verb'` literal of an area that writes one (helpers such as
 * auditMember take the name as an argument).
 */
function serverActions(): { actions: Set<string>; unlisted: string[] } {
  const sources = serverSources();
  const actions = new Set<string>();
  const unlisted: string[] = [];
  const areas = new Set<string>();
  for (const source of sources) {
    for (const match of source.matchAll(/\baction: '(\w+)\.(\w+)'/g)) areas.add(match[1] ?? '');
    for (const match of source.matchAll(/\baction: [^`\n]*`((\w+)\.[^`]*)`/g)) {
      areas.add(match[2] ?? '');
      const template = match[1] ?? '';
      const names = expand(template) ?? builtActions[template];
      if (names) for (const name of names) actions.add(name);
      else unlisted.push(template);
    }
  }
  // Notification kinds are named the same way (`award.given`) but are not audit actions.
  const kinds = new Set(
    sources.flatMap((source) =>
      [...source.matchAll(/notificationKind\(\s*'([\w-]+\.\w+)'/g)].map((m) => m[1]),
    ),
  );
  for (const source of sources) {
    for (const match of source.matchAll(/'(\w+)\.(\w+)'/g)) {
      const name = `${match[1]}.${match[2]}`;
      if (areas.has(match[1] ?? '') && !kinds.has(name)) actions.add(name);
    }
  }
  return { actions, unlisted };
}

/** Every `targetType: '…'`, conditionals' alternatives too. */
function serverTargetTypes(): Set<string> {
  const types = new Set<string>();
  for (const source of serverSources()) {
    for (const match of source.matchAll(/\btargetType: ([^,\n]+)/g)) {
      const value = match[1] ?? '';
      const plain = /^'(\w+)'/.exec(value);
      if (plain) types.add(plain[1] ?? '');
      else for (const option of alternatives(value)) types.add(option);
    }
  }
  return types;
}

/**
 * Why a sign-in failed, as the server records it: the quoted words of every `failed(…)` call and
 * `reason: '…'` of the files that write `session.signInFailed`, and the SAML refusals' union.
 */
function signInFailureReasons(): Set<string> {
  const reasons = new Set<string>();
  for (const source of serverSources().filter((text) => text.includes("'session.signInFailed'"))) {
    for (const call of source.matchAll(/\bfailed\(([^)]*)\)/g))
      for (const word of (call[1] ?? '').matchAll(/'(\w+)'/g)) reasons.add(word[1] ?? '');
    for (const match of source.matchAll(/\breason: '(\w+)'/g)) reasons.add(match[1] ?? '');
    const union = /type SamlRefusal =([^;]*);/.exec(source)?.[1] ?? '';
    for (const word of union.matchAll(/'(\w+)'/g)) reasons.add(word[1] ?? '');
  }
  return reasons;
}

const translator = async (lng: 'en' | 'de') => {
  const i18n = createInstance();
  await i18n.init({ lng, ns: ['logs'], resources: { en: { logs: english }, de: { logs: german } } });
  return i18n.t;
};

const lookup = (catalogue: object, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('the Logs page names every action and target in words', () => {
  const { actions, unlisted } = serverActions();

  it('finds the actions the server writes, built ones included', () => {
    expect(unlisted).toEqual([]);
    for (const known of [
      'session.signIn',
      'member.suspend',
      'tenant.setLogo',
      'incentive.publish',
      'report.share',
    ])
      expect(actions).toContain(known);
    expect(actions.size).toBeGreaterThan(100);
  });

  it.each([
    ['English', english],
    ['German', german],
  ])('has a %s name for each action and target type', (_, catalogue) => {
    const missing = [...actions].filter(
      (action) => typeof lookup(catalogue.actionNames, action) !== 'string',
    );
    expect(missing).toEqual([]);
    const types = [...serverTargetTypes()];
    expect(types).toContain('tenantMember');
    expect(types.filter((type) => typeof lookup(catalogue.targetNames, type) !== 'string')).toEqual([]);
  });

  it('names every reason a sign-in fails, in both languages', () => {
    const reasons = [...signInFailureReasons()];
    expect(reasons).toEqual(
      expect.arrayContaining(['wrongPassword', 'unknownAccount', 'ssoOnly', 'signature']),
    );
    for (const catalogue of [english, german])
      expect(
        reasons.filter((reason) => typeof lookup(catalogue.fieldValues.reason, reason) !== 'string'),
      ).toEqual([]);
  });

  it('says a sign-in in words in both languages', async () => {
    expect(actionName(await translator('en'), 'session.signIn')).toBe('Signed in');
    expect(actionName(await translator('de'), 'session.signIn')).toBe('Angemeldet');
    expect(targetName(await translator('en'), 'tenantMember')).toBe('Member');
    expect(valueName(await translator('de'), 'reason', 'wrongPassword')).toBe('Falsches Passwort');
    expect(valueName(await translator('en'), 'reason', 'somethingNew')).toBeUndefined();
  });

  it('reads an action or target it does not know as words', async () => {
    const t = await translator('en');
    expect(readable('a.bC')).toBe('A: b c');
    expect(actionName(t, 'rewardProvider.rotateKeys')).toBe('Reward provider: rotate keys');
    expect(targetName(t, 'quickTeamThing')).toBe('Quick team thing');
    expect(actionName(t, 'odd-code/with.more.dots')).toBe('Odd code/with: more dots');
  });
});
