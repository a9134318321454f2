import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';
import { announcementTvRoutes } from '../announcement/tv.ts';
import { awardTvRoutes } from '../award/tv.ts';
import { celebrationTvRoutes } from '../celebration/tv.ts';
import { tvChannelRoutes } from './channel-routes.ts';
import { tvDisplayRoutes } from './display-routes.ts';
import { createTvTokens, defaultTvRateLimits, type TvRateLimitSettings } from './token.ts';

/**
 * The TV app: TV links for admins, and the public, token-addressed calls lobby screens make.
 * Every area's screen call resolves its token through the one `TvTokens` made here, so a token
 * (and an address) has one rate limit across all of them, not one per area.
 */
export function tvApp(
  api: ZodApi,
  services: Services,
  limits: TvRateLimitSettings = defaultTvRateLimits,
): void {
  tvChannelRoutes(api, services);
  const tokens = createTvTokens(services, limits);
  tvDisplayRoutes(api, services, tokens);
  announcementTvRoutes(api, services, tokens);
  awardTvRoutes(api, services, tokens);
  celebrationTvRoutes(api, services, tokens);
}
