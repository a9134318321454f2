import { readFileSync } from 'node:fs';
import { ManifestUtil } from '@microsoft/teams-manifest';
import Ajv from 'ajv-draft-04';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RecognitionApp, startRecognitionApp } from '../../test/fixtures/recognition.ts';
import { manifestVersion, teamsAppId } from './app-package.ts';

/**
 * @microsoft/teams-manifest validates only against a schema it is given (its validateManifest
 * fetches the manifest's $schema over the network); the schema files ship in
 * @microsoft/app-manifest, the same team's package, so the check runs offline.
 */
const schemaOf = (file: string) =>
  JSON.parse(
    readFileSync(
      new URL(
        `../../../../node_modules/@microsoft/app-manifest/build/json-schemas/teams/v${manifestVersion}/${file}`,
        import.meta.url,
      ),
      'utf8',
    ),
  );

/**
 * The translation file's schema holds patterns that are not valid with JavaScript's `u` flag,
 * which @microsoft/teams-manifest's validator always sets (it throws on compiling them), so that
 * file is checked with the same draft-04 validator without it.
 */
function localizationErrors(file: unknown): string[] {
  const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
  const validate = ajv.compile(schemaOf('MicrosoftTeams.Localization.schema.json'));
  return validate(file) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** Width and height from a PNG's IHDR, and whether it has an alpha channel (colour type 6). */
const pngInfo = (bytes: Uint8Array) => {
  const view = Buffer.from(bytes);
  expect(view.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20), rgba: view[25] === 6 };
};

let r: RecognitionApp;
beforeAll(async () => {
  r = await startRecognitionApp();
});
afterAll(async () => {
  await r.t.close();
});

const download = (who: 'ada' | 'eve' | 'umaGlobex') => r.api(who, 'GET', '/ms-teams/package');

describe('GET /ms-teams/package', () => {
  it('zips a manifest valid against the Teams schema, its German translation and the two icons', async () => {
    const response = await download('ada');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="kudos-teams-acme.zip"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['color.png', 'de.json', 'manifest.json', 'outline.png']);

    const manifest = JSON.parse(Buffer.from(files['manifest.json'] as Uint8Array).toString('utf8'));
    expect(
      await ManifestUtil.validateManifestAgainstSchema(manifest, schemaOf('MicrosoftTeams.schema.json')),
    ).toEqual([]);
    const german = JSON.parse(Buffer.from(files['de.json'] as Uint8Array).toString('utf8'));
    expect(localizationErrors(german)).toEqual([]);
    expect(localizationErrors({ ...german, 'name.short': 'x'.repeat(31) }).length).toBeGreaterThan(0);
    expect(german['description.short']).toBe(
      'Anerkennung für Ihre Kolleginnen und Kollegen, direkt in Teams.',
    );

    // Kudos at the organization's own address, as a personal tab and a channel tab.
    const acme = 'http://acme.localhost';
    expect(manifest.id).toBe(teamsAppId(r.tenantIds.acme));
    expect(manifest.name.full).toBe('Kudos – Acme');
    expect(manifest.staticTabs).toEqual([
      expect.objectContaining({
        scopes: ['personal'],
        contentUrl: expect.stringMatching(
          /^http:\/\/acme\.localhost(:\d+)?\/teams-link\/tab\?upn=\{loginHint\}&oid=\{userObjectId\}$/,
        ),
      }),
    ]);
    expect(manifest.configurableTabs).toEqual([
      expect.objectContaining({
        scopes: ['team'],
        context: ['channelTab'],
        configurationUrl: expect.stringMatching(/^http:\/\/acme\.localhost(:\d+)?\/teams-link\/configure$/),
      }),
    ]);
    expect(manifest.validDomains).toEqual([new URL(manifest.developer.websiteUrl).host]);
    expect(manifest.developer.websiteUrl.startsWith(acme)).toBe(true);

    expect(pngInfo(files['color.png'] as Uint8Array)).toEqual({ width: 192, height: 192, rgba: true });
    expect(pngInfo(files['outline.png'] as Uint8Array)).toEqual({ width: 32, height: 32, rgba: true });
  });

  it('fails the schema check when a required field is missing (the check can fail)', async () => {
    const files = unzipSync(new Uint8Array((await download('ada')).rawPayload));
    const { accentColor: _dropped, ...manifest } = JSON.parse(
      Buffer.from(files['manifest.json'] as Uint8Array).toString('utf8'),
    );
    const errors = await ManifestUtil.validateManifestAgainstSchema(
      manifest,
      schemaOf('MicrosoftTeams.schema.json'),
    );
    expect(errors.join('\n')).toContain('accentColor');
  });

  it('gives each organization its own app at its own address', async () => {
    const files = unzipSync(new Uint8Array((await download('umaGlobex')).rawPayload));
    const manifest = JSON.parse(Buffer.from(files['manifest.json'] as Uint8Array).toString('utf8'));
    expect(manifest.id).toBe(teamsAppId(r.tenantIds.globex));
    expect(manifest.id).not.toBe(teamsAppId(r.tenantIds.acme));
    expect(manifest.staticTabs[0].contentUrl).toMatch(/^http:\/\/globex\.localhost/);
  });

  it('is for admins: a member gets 403, no session 401', async () => {
    expect((await download('eve')).statusCode).toBe(403);
    expect((await r.api(null, 'GET', '/ms-teams/package')).statusCode).toBe(401);
  });
});
