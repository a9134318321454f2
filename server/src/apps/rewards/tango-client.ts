import type { TangoSettings } from '#shared/contract/rewards';

/**
 * A small client of the Tango RaaS API v2 (Basic auth with the platform name and key; JSON):
 * the catalogue, orders, the account's balance, registered credit cards and deposits. Only the
 * fields this app reads are typed.
 */

const baseUrls: Record<TangoSettings['environment'], string> = {
  sandbox: 'https://integration-api.tangocard.com/raas/v2',
  production: 'https://api.tangocard.com/raas/v2',
};

/**
 * The API's address. TANGO_RAAS_URL replaces it for every provider (a test double, a proxy);
 * it is an operator's setting, never a tenant admin's, so no admin can point the server anywhere.
 */
export function tangoBaseUrl(environment: TangoSettings['environment']): string {
  return process.env.TANGO_RAAS_URL ?? baseUrls[environment];
}

/** How long one call may take before the order is treated as failed (TANGO_RAAS_TIMEOUT_MS). */
export function tangoTimeoutMs(): number {
  const configured = Number(process.env.TANGO_RAAS_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : 15_000;
}

export type TangoCredentials = Pick<TangoSettings, 'platformName' | 'environment'> & { platformKey: string };

/** The provider timed out, was unreachable, or answered an error. */
export class ProviderError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'refused',
    message: string,
  ) {
    super(message);
  }
}

export type TangoItem = {
  utid: string;
  rewardName: string;
  currencyCode: string;
  valueType: string;
  faceValue?: number | null;
  status: string;
};
export type TangoBrand = {
  brandName: string;
  description?: string;
  imageUrls?: Record<string, string>;
  items: TangoItem[];
};
export type TangoOrder = { referenceOrderID: string; status: string };
export type TangoAccount = { currentBalance: number; currencyCode: string };
export type TangoCreditCard = { token: string; label: string; lastFourDigits: string; status?: string };
export type TangoDeposit = {
  referenceDepositID: string;
  amount: number;
  amountCharged: number;
  status: string;
};

async function call<T>(
  credentials: TangoCredentials,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const auth = Buffer.from(`${credentials.platformName}:${credentials.platformKey}`).toString('base64');
  let response: Response;
  try {
    response = await fetch(`${tangoBaseUrl(credentials.environment)}${path}`, {
      method,
      headers: {
        authorization: `Basic ${auth}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(tangoTimeoutMs()),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ProviderError('timeout', 'The gift card provider did not answer in time');
    }
    throw new ProviderError('unreachable', 'The gift card provider could not be reached');
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) {
    // RaaS errors carry a human message (and sometimes a list of field errors); keep it short.
    let message = `The gift card provider answered ${response.status}`;
    try {
      const parsed = JSON.parse(text) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message.length > 0) {
        message = `${message}: ${parsed.message.slice(0, 200)}`;
      }
    } catch {
      // Not JSON: the status says enough.
    }
    throw new ProviderError('refused', message);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ProviderError('refused', 'The gift card provider answered something unreadable');
  }
}

export const tangoClient = {
  catalog: (c: TangoCredentials) => call<{ brands: TangoBrand[] }>(c, 'GET', '/catalogs?verbose=true'),
  account: (c: TangoCredentials, accountIdentifier: string) =>
    call<TangoAccount>(c, 'GET', `/accounts/${encodeURIComponent(accountIdentifier)}`),
  creditCards: (c: TangoCredentials) => call<TangoCreditCard[]>(c, 'GET', '/creditCards'),
  order: (
    c: TangoCredentials,
    order: {
      accountIdentifier: string;
      customerIdentifier: string;
      utid: string;
      amount: number;
      externalRefID: string;
      recipient: { email: string; firstName: string; lastName: string };
    },
  ) => call<TangoOrder>(c, 'POST', '/orders', { ...order, sendEmail: true }),
  deposit: (
    c: TangoCredentials,
    deposit: {
      accountIdentifier: string;
      customerIdentifier: string;
      amount: number;
      creditCardToken: string;
    },
  ) => call<TangoDeposit>(c, 'POST', '/creditCardDeposits', deposit),
};
