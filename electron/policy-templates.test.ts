import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configKeys } from './main/config.ts';

const root = path.resolve(import.meta.dirname, '..');
const admx = readFileSync(path.join(root, 'build/policy/kudos.admx'), 'utf8');
const adml = readFileSync(path.join(root, 'build/policy/en-US/kudos.adml'), 'utf8');

describe('ADMX/ADML templates', () => {
  it('write only value names the app reads (PascalCase of its configuration keys)', () => {
    const names = [...admx.matchAll(/valueName="([^"]+)"/g)].map((m) => m[1] as string);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(Object.keys(configKeys)).toContain(name.charAt(0).toLowerCase() + name.slice(1));
    }
    expect(admx).toContain('key="Software\\Policies\\Kudos"');
  });

  it('have every string and presentation the ADMX refers to in the ADML', () => {
    for (const [, id] of admx.matchAll(/\$\(string\.([^)]+)\)/g))
      expect(adml).toContain(`<string id="${id}">`);
    for (const [, id] of admx.matchAll(/\$\(presentation\.([^)]+)\)/g))
      expect(adml).toContain(`<presentation id="${id}">`);
  });
});
