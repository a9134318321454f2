export const environmentNames = [
  'local',
  'staging',
  'athena',
  'galactica',
  'sandbox',
  'sandboxV2',
  'production',
] as const;
export type EnvironmentName = (typeof environmentNames)[number];

export type Environment = {
  name: EnvironmentName;
  /** Host names ending with one of these belong to the environment (tenant sub-domains included). */
  hostSuffixes: readonly string[];
  /**
   * Where the API answers. The API picks the tenant from the Host header, so a web build always
   * talks to its own origin; the desktop build replaces this with its configured origin.
   */
  apiBaseUrl: string;
  /** The platform status page the maintenance screen links to. */
  statusPageUrl: string;
  /** Where "Contact us to upgrade" leads. */
  upgradeContactUrl: string;
  /** The feature-flags page is offered everywhere but production. */
  featureFlagsPage: boolean;
};

const statusPageUrl = 'https://status.kudos.app/';
const upgradeContactUrl = 'https://kudos.app/contact-sales';
const common = { apiBaseUrl: '/api', statusPageUrl, upgradeContactUrl };

/** Most specific suffix first: the first environment with a matching suffix wins. */
export const environments: readonly Environment[] = [
  { name: 'staging', hostSuffixes: ['staging.kudos.app'], featureFlagsPage: true, ...common },
  { name: 'athena', hostSuffixes: ['athena.kudos.app'], featureFlagsPage: true, ...common },
  { name: 'galactica', hostSuffixes: ['galactica.kudos.app'], featureFlagsPage: true, ...common },
  { name: 'sandboxV2', hostSuffixes: ['sandbox-v2.kudos.app'], featureFlagsPage: true, ...common },
  { name: 'sandbox', hostSuffixes: ['sandbox.kudos.app'], featureFlagsPage: true, ...common },
  { name: 'production', hostSuffixes: ['kudos.app'], featureFlagsPage: false, ...common },
  {
    name: 'local',
    hostSuffixes: ['localhost', '127.0.0.1', '[::1]'],
    featureFlagsPage: true,
    ...common,
  },
];

const fallback = environments.find((environment) => environment.name === 'local') as Environment;

function matches(host: string, suffix: string): boolean {
  return host === suffix || host.endsWith(`.${suffix}`);
}

/** The environment a host name belongs to; an unknown host (a self-hosted server) is local. */
export function environmentFor(hostname: string): Environment {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  return (
    environments.find((environment) => environment.hostSuffixes.some((suffix) => matches(host, suffix))) ??
    fallback
  );
}

export const currentEnvironment: Environment = environmentFor(
  typeof window === 'undefined' ? 'localhost' : window.location.hostname,
);
