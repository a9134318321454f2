import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { errorNames } from '#shared/contract/common';
import type { TvItemType } from '#shared/contract/tv';
import { rowsOf } from '../../db/rows.ts';
import { ApiError, unauthorized } from '../../http/errors.ts';
import { hashSecret } from '../../http/secrets.ts';
import { isOneOfHosts, tenantHosts } from '../../http/tenancy.ts';
import type { Services } from '../../services.ts';

export type TvScope = {
  channelId: string;
  tenantId: string;
  name: string;
  itemTypes: TvItemType[];
  teamIds: string[];
};

type ChannelRow = {
  channel_id: string;
  tenant_id: string;
  name: string;
  item_types: string[];
  team_ids: string[];
  tenant_slug: string;
  tenant_domains: string[] | null;
};

/**
 * Public TV calls per client address and per token. A screen makes a handful of calls an hour;
 * an office of screens behind one address stays far below this, a token guesser does not.
 */
export type TvRateLimitSettings = { perAddress: number; perToken: number; durationSeconds: number };
export const defaultTvRateLimits: TvRateLimitSettings = {
  perAddress: 120,
  perToken: 60,
  durationSeconds: 60,
};

export type TvTokens = { resolve(request: FastifyRequest, token: string): Promise<TvScope> };

const tokenHasher = (token: string) => hashSecret(token);

/** What a screen reads when its link is asked for on an address other than its organization's. */
export const tvWrongHostMessage = 'This TV link is not valid at this address';

/**
 * Rate-limits, then maps a token to its channel through kudos_tv_channel(); 401 when unknown, and
 * 401 on any host but its tenant's (`<slug>.<base domain>` or a custom domain), as a session's
 * token is (http/auth.ts): the central host and other tenants' hosts never show a tenant's screen.
 */
export function createTvTokens(services: Services, settings = defaultTvRateLimits): TvTokens {
  const perAddress = new RateLimiterMemory({
    points: settings.perAddress,
    duration: settings.durationSeconds,
    keyPrefix: 'tv-address',
  });
  const perToken = new RateLimiterMemory({
    points: settings.perToken,
    duration: settings.durationSeconds,
    keyPrefix: 'tv-token',
  });
  return {
    async resolve(request, token) {
      const tokenHash = tokenHasher(token);
      try {
        await Promise.all([perAddress.consume(request.ip), perToken.consume(tokenHash)]);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const seconds = Math.ceil(error.msBeforeNext / 1000);
        throw new ApiError(
          429,
          errorNames.rateLimited,
          `Too many requests. Try again in ${seconds} seconds.`,
        );
      }
      const [row] = rowsOf<ChannelRow>(
        await services.db.execute(
          sql`select c.*, tn.slug as tenant_slug, tn.domains as tenant_domains
              from kudos_tv_channel(${tokenHash}) c join tenants tn on tn.id = c.tenant_id`,
        ),
      );
      if (!row) throw unauthorized('This TV link is unknown or was revoked');
      const hosts = tenantHosts(
        { slug: row.tenant_slug, domains: row.tenant_domains },
        services.config.baseDomain,
      );
      if (!isOneOfHosts(request, hosts)) throw unauthorized(tvWrongHostMessage);
      return {
        channelId: row.channel_id,
        tenantId: row.tenant_id,
        name: row.name,
        itemTypes: row.item_types as TvItemType[],
        teamIds: row.team_ids,
      };
    },
  };
}
