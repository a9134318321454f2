import { createHash } from 'node:crypto';
import { zipSync } from 'fflate';
import { msTeamsTabPath } from '#shared/contract/ms-teams';
import { type TenantRow, tenantUrl } from '../../http/tenancy.ts';
import type { Services } from '../../services.ts';
import { colorIcon, outlineIcon } from './icons.ts';

/** The manifest schema the package is written for (and validated against in app-package.test.ts). */
export const manifestVersion = '1.17';
/** Fluent's brand blue, for organizations without a brand colour of their own. */
const defaultAccent = '#0F6CBD';

type PackageTexts = { shortName: string; fullName: string; short: string; full: string; tab: string };

/** The words Teams shows for the app, in both languages the product speaks. */
function textsIn(language: 'en' | 'de', tenantName: string): PackageTexts {
  const fullName = `Kudos – ${tenantName}`.slice(0, 100);
  const shortName = fullName.length <= 30 ? fullName : 'Kudos';
  return language === 'de'
    ? {
        shortName,
        fullName,
        short: 'Anerkennung für Ihre Kolleginnen und Kollegen, direkt in Teams.',
        full: `Öffnet Kudos von ${tenantName} in Teams: lesen Sie die Anerkennungen, Auszeichnungen und Ankündigungen Ihrer Organisation und senden Sie selbst eine, als persönliche App oder als Registerkarte eines Kanals.`,
        tab: 'Kudos',
      }
    : {
        shortName,
        fullName,
        short: 'Recognize your colleagues without leaving Teams.',
        full: `Opens ${tenantName}'s Kudos in Teams: read your organization's recognitions, awards and announcements and send your own, as a personal app or as a channel tab.`,
        tab: 'Kudos',
      };
}

/** One app id per organization, the same on every download, so a new package updates the app. */
export function teamsAppId(tenantId: string): string {
  const hex = createHash('sha256').update(`kudos-teams-app:${tenantId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type TeamsPackageTenant = Pick<
  TenantRow,
  'id' | 'name' | 'slug' | 'domains' | 'brandColor' | 'language'
>;

/**
 * The Teams app manifest: a personal tab and a configurable channel tab, both opening the
 * organization's own address. The tab's address carries Teams' placeholders for the signed-in
 * account, which the linking form sends with the member's one-time code (docs/teams.md).
 */
export function teamsManifest(services: Services, tenant: TeamsPackageTenant) {
  const base = tenantUrl(services, tenant);
  const origin = new URL(base);
  const language = tenant.language.toLowerCase().startsWith('de') ? 'de' : 'en';
  const texts = textsIn(language, tenant.name);
  const tab = `${base}${msTeamsTabPath}?upn={loginHint}&oid={userObjectId}`;
  return {
    $schema: `https://developer.microsoft.com/json-schemas/teams/v${manifestVersion}/MicrosoftTeams.schema.json`,
    manifestVersion,
    version: '1.0.0',
    id: teamsAppId(tenant.id),
    developer: {
      name: 'Kudos',
      websiteUrl: base,
      privacyUrl: `${base}/teams-link`,
      termsOfUseUrl: `${base}/teams-link`,
    },
    name: { short: texts.shortName, full: texts.fullName },
    description: { short: texts.short, full: texts.full },
    icons: { color: 'color.png', outline: 'outline.png' },
    accentColor: tenant.brandColor ?? defaultAccent,
    staticTabs: [
      { entityId: 'kudos-home', name: texts.tab, contentUrl: tab, websiteUrl: base, scopes: ['personal'] },
    ],
    configurableTabs: [
      {
        configurationUrl: `${base}/teams-link/configure`,
        canUpdateConfiguration: false,
        scopes: ['team'],
        context: ['channelTab'],
      },
    ],
    permissions: ['identity'],
    validDomains: [origin.host],
    localizationInfo: {
      defaultLanguageTag: language,
      additionalLanguages: [
        { languageTag: language === 'de' ? 'en' : 'de', file: `${language === 'de' ? 'en' : 'de'}.json` },
      ],
    },
  };
}

export type TeamsManifest = ReturnType<typeof teamsManifest>;

/** The translation file of the language the manifest itself is not written in. */
export function teamsLocalization(tenant: TeamsPackageTenant) {
  const other = tenant.language.toLowerCase().startsWith('de') ? 'en' : 'de';
  const texts = textsIn(other, tenant.name);
  return {
    $schema: `https://developer.microsoft.com/json-schemas/teams/v${manifestVersion}/MicrosoftTeams.Localization.schema.json`,
    'name.short': texts.shortName,
    'name.full': texts.fullName,
    'description.short': texts.short,
    'description.full': texts.full,
    'staticTabs[0].name': texts.tab,
  };
}

/** The zip an admin uploads in Teams (Apps, Manage your apps, Upload an app). */
export function teamsAppPackage(services: Services, tenant: TeamsPackageTenant): Uint8Array {
  const manifest = teamsManifest(services, tenant);
  const localization = teamsLocalization(tenant);
  const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));
  return zipSync({
    'manifest.json': json(manifest),
    [manifest.localizationInfo.additionalLanguages[0]?.file ?? 'de.json']: json(localization),
    'color.png': colorIcon(manifest.accentColor),
    'outline.png': outlineIcon(),
  });
}
