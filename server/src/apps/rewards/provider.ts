import type { StoreFunds, TangoSettings } from '#shared/contract/rewards';
import type { rewardProviders } from '../../db/schema.ts';
import { type SecretBox, SecretUnreadable } from '../../secrets/secret-box.ts';
import { ProviderError, type TangoCredentials, tangoClient } from './tango-client.ts';

export type ProviderRow = typeof rewardProviders.$inferSelect;

/** An item of a provider's catalogue, as the sync copies it into `rewards`. */
export type CatalogueItem = {
  externalId: string;
  name: string;
  description: string;
  imageUrl: string | null;
  cost: number;
  faceValue: { amount: number; currencyCode: string };
};

export type PlaceOrder = {
  orderId: string;
  externalId: string | null;
  faceValue: { amount: number; currencyCode: string } | null;
  member: { email: string; firstName: string; lastName: string };
};

/**
 * What a reward store can do. The built-in catalogue delivers nothing by itself (an admin
 * fulfils), so its order stays pending; a gift-card provider places the order at once.
 */
export type RewardProviderDriver = {
  /** Items to copy into `rewards`; null when the rewards are the tenant's own (edited by hand). */
  listCatalogue(): Promise<CatalogueItem[] | null>;
  /** `fulfilled` with the provider's reference, or `pending` for an admin to fulfil. */
  placeOrder(order: PlaceOrder): Promise<{ state: 'pending' } | { state: 'fulfilled'; externalRef: string }>;
  /** The money the store holds with the provider; null when it holds none. */
  funds(): Promise<StoreFunds | null>;
  addFunds(
    amount: number,
    creditCardToken: string,
  ): Promise<{
    referenceDepositId: string;
    amount: number;
    amountCharged: number;
    status: string;
  }>;
};

const builtIn: RewardProviderDriver = {
  listCatalogue: async () => null,
  placeOrder: async () => ({ state: 'pending' }),
  funds: async () => null,
  addFunds: async () => {
    throw new ProviderError('refused', 'This store holds no funds');
  },
};

/** Whole points: a card's face value times the points per unit, rounded up so no point is lost. */
export const pointsFor = (amount: number, pointsPerUnit: number) => Math.ceil(amount * pointsPerUnit - 1e-9);

/** What a platform key is sealed to: its tenant's stores (server/src/secrets/secret-box.ts). */
const secretContext = (tenantId: string) => `reward_providers.secret:${tenantId}`;

/** The platform key as stored: encrypted at rest, never in plain text. */
export const sealPlatformKey = (box: SecretBox, tenantId: string, platformKey: string) =>
  box.seal(platformKey, secretContext(tenantId));

function platformKeyOf(box: SecretBox, row: ProviderRow): string {
  if (!row.secret) return '';
  try {
    return box.open(row.secret, secretContext(row.tenantId));
  } catch (error) {
    if (error instanceof SecretUnreadable) throw new ProviderError('refused', error.message);
    throw error;
  }
}

function tango(row: ProviderRow, box: SecretBox): RewardProviderDriver {
  const settings = row.settings as TangoSettings;
  const credentials: TangoCredentials = {
    platformName: settings.platformName,
    environment: settings.environment,
    platformKey: platformKeyOf(box, row),
  };
  const ids = {
    accountIdentifier: settings.accountIdentifier,
    customerIdentifier: settings.customerIdentifier,
  };
  return {
    async listCatalogue() {
      const { brands } = await tangoClient.catalog(credentials);
      // Fixed-value cards only: a variable-value card would need the member to choose an amount.
      return brands.flatMap((brand) =>
        brand.items
          .filter((item) => item.valueType === 'FIXED_VALUE' && item.status === 'active' && item.faceValue)
          .map((item) => ({
            externalId: item.utid,
            name: item.rewardName,
            description: brand.description?.slice(0, 2000) ?? '',
            imageUrl: Object.values(brand.imageUrls ?? {}).find((url) => url.startsWith('https://')) ?? null,
            cost: pointsFor(item.faceValue as number, settings.pointsPerUnit),
            faceValue: { amount: item.faceValue as number, currencyCode: item.currencyCode },
          })),
      );
    },
    async placeOrder(order) {
      if (!order.externalId || !order.faceValue) throw new ProviderError('refused', 'Unknown gift card');
      const placed = await tangoClient.order(credentials, {
        ...ids,
        utid: order.externalId,
        amount: order.faceValue.amount,
        // Our order id: the provider refuses a second order with the same reference.
        externalRefID: order.orderId,
        recipient: order.member,
      });
      return { state: 'fulfilled', externalRef: placed.referenceOrderID };
    },
    async funds() {
      const [account, cards] = await Promise.all([
        tangoClient.account(credentials, settings.accountIdentifier),
        tangoClient.creditCards(credentials),
      ]);
      return {
        balance: account.currentBalance,
        currencyCode: account.currencyCode,
        creditCards: cards
          .filter((card) => (card.status ?? 'ACTIVE').toUpperCase() === 'ACTIVE')
          .map((card) => ({ token: card.token, label: card.label, lastFourDigits: card.lastFourDigits })),
      };
    },
    async addFunds(amount, creditCardToken) {
      const deposit = await tangoClient.deposit(credentials, { ...ids, amount, creditCardToken });
      return {
        referenceDepositId: deposit.referenceDepositID,
        amount: deposit.amount,
        amountCharged: deposit.amountCharged,
        status: deposit.status,
      };
    },
  };
}

/** `box` opens the provider's stored secret (`secretBoxOf(services.config)`). */
export function driverFor(row: ProviderRow, box: SecretBox): RewardProviderDriver {
  return row.kind === 'tango' ? tango(row, box) : builtIn;
}
