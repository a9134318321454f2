import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { tvChannelRoutes } from './channel-routes.ts';
import { tvDisplayRoutes } from './display-routes.ts';
import { createTvTokens, defaultTvRateLimits, type TvRateLimitSettings } from './token.ts';

/**
 * The TV app: TV links for admins, and the public, token-addressed calls lobby screens make.
 * Every area's screen call (its registered TV source) resolves its token through the one
 * `TvTokens` made here, so a token (and an address) has one rate limit across all of them.
 */
export function tvApp(
  api: ZodApi,
  services: Services,
  limits: TvRateLimitSettings = defaultTvRateLimits,
): void {
  tvChannelRoutes(api, services);
  tvDisplayRoutes(api, services, createTvTokens(services, limits));
}

export const tvArea: Area = { name: 'tv', routes: (api, services) => tvApp(api, services) };
