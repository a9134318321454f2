/**
 * The query keys more than one area reads or invalidates, in one place. Keys sit under the API's
 * own paths (`['identity', 'tenantMembers', ...]` for `/identity/tenantMembers`), so invalidating a
 * root refreshes every query below it, whichever feature made it. A feature's own keys stay in its
 * `api/` factories and start from the root here when the root is shared.
 */
export const queryKeys = {
  identity: {
    tenantMembers: ['identity', 'tenantMembers'] as const,
    teams: ['identity', 'teams'] as const,
    segments: ['identity', 'segments'] as const,
    tenants: ['identity', 'tenants'] as const,
    samlProviders: ['identity', 'samlProviders'] as const,
  },
  points: {
    all: ['points'] as const,
    accounts: ['points', 'accounts'] as const,
    myAccounts: ['points', 'accounts', 'my'] as const,
    transactions: ['points', 'transactions'] as const,
  },
  timeline: { all: ['timeline'] as const },
  recognition: {
    all: ['recognition'] as const,
    recognitions: ['recognition', 'recognitions'] as const,
    recipients: ['recognition', 'recipients'] as const,
    values: ['recognition', 'values'] as const,
    notificationSettings: ['recognition', 'notificationSettings'] as const,
  },
  notifications: { channelPreferences: ['notifications', 'channelPreferences'] as const },
  announcement: { all: ['announcement'] as const },
  award: { all: ['award'] as const },
  card: {
    all: ['card'] as const,
    cards: ['card', 'cards'] as const,
    backgrounds: ['card', 'backgrounds'] as const,
  },
  moderation: {
    all: ['moderation'] as const,
    flagged: ['moderation', 'flagged'] as const,
  },
};
