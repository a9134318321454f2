import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real SAML 2.0 identity provider for the tests: Debian's SimpleSAMLphp (apt packages
 * `simplesamlphp` and `php-cli`) served by PHP's built-in web server from a configuration written
 * to a temporary folder (SIMPLESAMLPHP_CONFIG_DIR), with a key pair generated for the run. Its
 * UserPass login form holds the people below; service providers are registered the way an IdP
 * admin does it, from the SP's metadata (entity id and assertion consumer service URL).
 */
export const simpleSamlDir = '/usr/share/simplesamlphp';

/** The people the IdP signs in: user name → password and SAML attributes. */
export const idpPeople = {
  nora: {
    password: 'nora-idp-pass',
    attributes: {
      email: 'nora.new@acme.test',
      givenName: 'Nora',
      sn: 'Newcomb',
      title: 'Support Engineer',
      department: 'Customer Care',
    },
  },
  eve: {
    password: 'eve-idp-pass',
    attributes: {
      email: 'eve@acme.test',
      givenName: 'Eve',
      sn: 'Example',
      title: 'Analyst',
      department: 'Finance',
    },
  },
  /** A colleague at a domain Acme verifies during the end-to-end test. */
  rita: {
    password: 'rita-idp-pass',
    attributes: {
      email: 'rita@acme-labs.test',
      givenName: 'Rita',
      sn: 'Labs',
      title: 'Chemist',
      department: 'Labs',
    },
  },
  /** A Globex person, for the tests of an IdP that Globex adds. */
  gina: {
    password: 'gina-idp-pass',
    attributes: {
      email: 'gina@globex.test',
      givenName: 'Gina',
      sn: 'Globe',
      title: 'Buyer',
      department: 'Sales',
    },
  },
  /**
   * The attack of issue 25: an IdP an Acme admin controls names people of other organizations
   * (uma is Globex's admin, gus a Globex employee) and a person of Acme's domain whose account
   * exists already (lee, made by the test).
   */
  uma: {
    password: 'uma-idp-pass',
    attributes: {
      email: 'uma@kudos.test',
      givenName: 'Uma',
      sn: 'Rao',
      title: 'Consultant',
      department: 'IT',
    },
  },
  gus: {
    password: 'gus-idp-pass',
    attributes: {
      email: 'gus@globex.test',
      givenName: 'Gus',
      sn: 'Fring',
      title: 'Analyst',
      department: 'Ops',
    },
  },
  lee: {
    password: 'lee-idp-pass',
    attributes: {
      email: 'lee@acme.test',
      givenName: 'Lee',
      sn: 'Both',
      title: 'Auditor',
      department: 'Finance',
    },
  },
} as const;

export type IdpPerson = keyof typeof idpPeople;
/**
 * A service provider as the IdP admin registers it. The first SP of the tests sends unsigned
 * requests and gets plain assertions; a stricter entry requires signed AuthnRequests (checked with
 * the SP's signing certificate) and encrypts assertions to its encryption certificate. With an
 * SLO URL the IdP takes part in single logout (messages signed both ways).
 */
export type RegisteredSp = {
  entityId: string;
  acsUrl: string;
  sloUrl?: string;
  signingCertificate?: string;
  encryptionCertificate?: string;
  requireSignedRequests?: boolean;
  encryptAssertions?: boolean;
};

export type TestIdp = {
  baseUrl: string;
  entityId: string;
  metadataUrl: string;
  /** The IdP's signing certificate, PEM. */
  certificate: string;
  /** The unsolicited (IdP-initiated) sign-in URL for a registered SP. */
  idpInitiatedUrl(spEntityId: string): string;
  /**
   * Registers an SP. Given only its entity id and ACS (what an admin page shows), the rest (single
   * logout service, certificates) is read from its metadata in the background when the entity id
   * is its metadata URL, as ours is; the promise says when that is done (never rejects).
   */
  registerSp(sp: RegisteredSp): Promise<void>;
  stop(): Promise<void>;
};

/** Why the IdP cannot run here (php or SimpleSAMLphp missing), or null when it can. */
export function idpUnavailable(): string | null {
  if (!existsSync(path.join(simpleSamlDir, 'www', 'module.php'))) return 'SimpleSAMLphp is not installed';
  try {
    execFileSync('php', ['--version'], { stdio: 'ignore' });
  } catch {
    return 'php is not installed';
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const phpString = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const phpList = (values: readonly string[]) => `[${values.map(phpString).join(', ')}]`;

function authSources(): string {
  const users = Object.entries(idpPeople).map(([name, person]) => {
    const attributes = Object.entries(person.attributes).map(
      ([key, value]) => `${phpString(key)} => ${phpList([value])}`,
    );
    return `    ${phpString(`${name}:${person.password}`)} => [${attributes.join(', ')}],`;
  });
  return `<?php
$config = [
  'admin' => ['core:AdminPassword'],
  'kudos-userpass' => [
    'exampleauth:UserPass',
${users.join('\n')}
  ],
];
`;
}

function mainConfig(dir: string, baseUrl: string): string {
  return `<?php
$config = [
  'baseurlpath' => ${phpString(`${baseUrl}/`)},
  'certdir' => ${phpString(`${dir}/cert/`)},
  'metadatadir' => ${phpString(`${dir}/metadata/`)},
  'loggingdir' => ${phpString(`${dir}/log/`)},
  'datadir' => ${phpString(`${dir}/data/`)},
  'tempdir' => ${phpString(`${dir}/tmp/`)},
  'secretsalt' => 'kudos-test-idp-salt-0123456789',
  'auth.adminpassword' => 'kudos-test-admin',
  'admin.protectindexpage' => false,
  'admin.protectmetadata' => false,
  'technicalcontact_name' => 'Kudos tests',
  'technicalcontact_email' => 'tests@kudos.example',
  'timezone' => 'UTC',
  'logging.level' => SimpleSAML\\Logger::WARNING,
  'logging.handler' => 'file',
  'logging.logfile' => 'simplesamlphp.log',
  'enable.saml20-idp' => true,
  'enable.shib13-idp' => false,
  'module.enable' => ['exampleauth' => true, 'core' => true, 'saml' => true, 'admin' => true],
  'session.cookie.secure' => false,
  'session.phpsession.savepath' => ${phpString(`${dir}/sessions`)},
  'session.phpsession.cookiename' => 'KudosTestIdp',
  'store.type' => 'phpsession',
  'language.available' => ['en'],
  'theme.use' => 'default',
  'metadata.sources' => [['type' => 'flatfile']],
];
`;
}

function idpHosted(entityId: string): string {
  return `<?php
$metadata[${phpString(entityId)}] = [
  'host' => '__DEFAULT__',
  'privatekey' => 'idp.key',
  'certificate' => 'idp.crt',
  'auth' => 'kudos-userpass',
  'validate.authnrequest' => true,
  'sign.logout' => true,
  'saml20.sign.assertion' => true,
  'saml20.sign.response' => true,
  'signature.algorithm' => 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  'NameIDFormat' => 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  'simplesaml.nameidattribute' => 'email',
  'attributes.NameFormat' => 'urn:oasis:names:tc:SAML:2.0:attrname-format:basic',
];
`;
}

const certBody = (pem: string) => pem.replace(/-----[A-Z ]+-----|\s/g, '');
const postBinding = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

function spRemote(sps: readonly RegisteredSp[]): string {
  const entries = sps.map((sp) => {
    const keys = [
      ...(sp.signingCertificate
        ? [
            `['type' => 'X509Certificate', 'signing' => true, 'encryption' => false, 'X509Certificate' => ${phpString(certBody(sp.signingCertificate))}]`,
          ]
        : []),
      ...(sp.encryptionCertificate
        ? [
            `['type' => 'X509Certificate', 'signing' => false, 'encryption' => true, 'X509Certificate' => ${phpString(certBody(sp.encryptionCertificate))}]`,
          ]
        : []),
    ];
    return `$metadata[${phpString(sp.entityId)}] = [
  'AssertionConsumerService' => [['Binding' => '${postBinding}', 'Location' => ${phpString(sp.acsUrl)}]],
  ${sp.sloUrl ? `'SingleLogoutService' => [['Binding' => '${postBinding}', 'Location' => ${phpString(sp.sloUrl)}]],` : ''}
  'NameIDFormat' => 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
  'simplesaml.nameidattribute' => 'email',
  'validate.authnrequest' => ${sp.requireSignedRequests ? 'true' : 'false'},
  'validate.logout' => ${sp.sloUrl ? 'true' : 'false'},
  'assertion.encryption' => ${sp.encryptAssertions ? 'true' : 'false'},
  ${keys.length ? `'keys' => [${keys.join(', ')}],` : ''}
];`;
  });
  return `<?php\n${entries.join('\n')}\n`;
}

/**
 * Reads an SP's metadata the way an IdP admin's import does: entity id, ACS and single logout
 * service (HTTP-POST), and the signing and encryption certificates.
 */
export function spFromMetadata(xml: string): RegisteredSp {
  const attribute = (element: string, name: string) =>
    new RegExp(`<(?:\\w+:)?${element}\\b[^>]*\\b${name}="([^"]*)"`).exec(xml)?.[1];
  const certificate = (use: string) => {
    const descriptor = new RegExp(
      `<(?:\\w+:)?KeyDescriptor[^>]*use="${use}"[\\s\\S]*?</(?:\\w+:)?KeyDescriptor>`,
    ).exec(xml)?.[0];
    const body = descriptor && /<(?:\w+:)?X509Certificate>([^<]+)</.exec(descriptor)?.[1];
    return body ? `-----BEGIN CERTIFICATE-----\n${body.trim()}\n-----END CERTIFICATE-----\n` : undefined;
  };
  const entityId = attribute('EntityDescriptor', 'entityID');
  const acsUrl = attribute('AssertionConsumerService', 'Location');
  if (!entityId || !acsUrl) throw new Error(`Not SP metadata: ${xml.slice(0, 300)}`);
  const sloUrl = attribute('SingleLogoutService', 'Location');
  const signingCertificate = certificate('signing');
  const encryptionCertificate = certificate('encryption');
  return {
    entityId,
    acsUrl,
    ...(sloUrl ? { sloUrl } : {}),
    ...(signingCertificate ? { signingCertificate } : {}),
    ...(encryptionCertificate ? { encryptionCertificate } : {}),
  };
}

/**
 * PHP's built-in server hands `/module.php/core/...` to the script only when told to: this router
 * sets PATH_INFO for SimpleSAMLphp's entry points and lets static assets through.
 */
const router = `<?php
$uri = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH);
$www = ${phpString(path.join(simpleSamlDir, 'www'))};
if (preg_match('#^(/.*?\\.php)(/.*)?$#', $uri, $m) && is_file($www . $m[1])) {
  $_SERVER['SCRIPT_NAME'] = $m[1];
  $_SERVER['SCRIPT_FILENAME'] = $www . $m[1];
  $_SERVER['PHP_SELF'] = $uri;
  $_SERVER['PATH_INFO'] = $m[2] ?? '';
  chdir(dirname($www . $m[1]));
  require $www . $m[1];
  return true;
}
return false;
`;

/**
 * GETs a URL's text. Node does not resolve `*.localhost` (the tests' tenant hosts), so those go to
 * 127.0.0.1 with the host name in the Host header, as a browser would send it.
 */
function fetchText(url: string): Promise<string> {
  const target = new URL(url);
  const local = target.hostname.endsWith('.localhost');
  return new Promise((resolve, reject) => {
    const request = httpGet(
      {
        host: local ? '127.0.0.1' : target.hostname,
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        headers: { host: target.host },
        timeout: 5000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          response.statusCode === 200 ? resolve(body) : reject(new Error(`${url}: ${response.statusCode}`)),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`${url}: timeout`)));
    request.on('error', reject);
  });
}

async function waitForHttp(url: string, process: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`The test IdP exited: ${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The test IdP did not answer at ${url}: ${log()}`);
}

/** Starts SimpleSAMLphp on a free port (or `port`) with a fresh key pair and configuration. */
export async function startIdp(options: { port?: number; sps?: RegisteredSp[] } = {}): Promise<TestIdp> {
  const unavailable = idpUnavailable();
  if (unavailable) throw new Error(unavailable);
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const entityId = `${baseUrl}/saml2/idp/metadata.php`;
  const dir = mkdtempSync(path.join(tmpdir(), 'kudos-saml-idp-'));
  for (const sub of ['cert', 'metadata', 'log', 'data', 'tmp', 'sessions']) mkdirSync(path.join(dir, sub));
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=Kudos test IdP'].concat([
      '-keyout',
      path.join(dir, 'cert', 'idp.key'),
      '-out',
      path.join(dir, 'cert', 'idp.crt'),
    ]),
    { stdio: 'ignore' },
  );
  writeFileSync(path.join(dir, 'config.php'), mainConfig(dir, baseUrl));
  writeFileSync(path.join(dir, 'authsources.php'), authSources());
  writeFileSync(path.join(dir, 'metadata', 'saml20-idp-hosted.php'), idpHosted(entityId));
  const sps: RegisteredSp[] = [...(options.sps ?? [])];
  // Written aside and renamed, so PHP never reads a half-written file.
  const writeSps = () => {
    const file = path.join(dir, 'metadata', 'saml20-sp-remote.php');
    writeFileSync(`${file}.tmp`, spRemote(sps));
    renameSync(`${file}.tmp`, file);
  };
  const store = (sp: RegisteredSp) => {
    const index = sps.findIndex((known) => known.entityId === sp.entityId);
    if (index >= 0) sps[index] = sp;
    else sps.push(sp);
    writeSps();
  };
  writeSps();
  writeFileSync(path.join(dir, 'router.php'), router);

  let output = '';
  const child = spawn(
    'php',
    [
      '-d',
      'opcache.enable=0',
      '-d',
      'opcache.enable_cli=0',
      '-S',
      `127.0.0.1:${port}`,
      '-t',
      path.join(simpleSamlDir, 'www'),
      path.join(dir, 'router.php'),
    ],
    {
      env: { ...process.env, SIMPLESAMLPHP_CONFIG_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const log = () => {
    const file = path.join(dir, 'log', 'simplesamlphp.log');
    return `${output}\n${existsSync(file) ? readFileSync(file, 'utf8').slice(-4000) : ''}`;
  };
  await waitForHttp(`${entityId}`, child, log);

  return {
    baseUrl,
    entityId,
    metadataUrl: entityId,
    certificate: readFileSync(path.join(dir, 'cert', 'idp.crt'), 'utf8'),
    idpInitiatedUrl: (spEntityId) =>
      `${baseUrl}/saml2/idp/SSOService.php?spentityid=${encodeURIComponent(spEntityId)}`,
    async registerSp(sp) {
      store(sp);
      if (sp.sloUrl || sp.signingCertificate || !/^http:\/\//.test(sp.entityId)) return;
      const xml = await fetchText(sp.entityId).catch(() => null);
      const described = xml
        ? (() => {
            try {
              return spFromMetadata(xml);
            } catch {
              return null;
            }
          })()
        : null;
      // Only if the admin did not register something else for this SP meanwhile.
      if (described?.entityId === sp.entityId && sps.find((known) => known.entityId === sp.entityId) === sp) {
        store({ ...described, ...sp });
      }
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
