import type { TvItem, TvItemType } from '#shared/contract/tv';
import type { Tx } from '../db/client.ts';

/** Whose screen asks: the TV link's tenant (set on `tx`) and the teams it is limited to (none: all). */
export type TvContext = { tenantId: string; teamIds: string[]; now: Date };

/**
 * One area's slides for lobby screens (ARCHITECTURE "Timeline and TV items"): the TV app mounts
 * one public, token-addressed call per source at `path` and answers what `items` returns, so the
 * TV knows no area's insides and a token has one rate limit across every area's call.
 */
export type TvSource = {
  itemType: TvItemType;
  /** The call, relative to /api, with `:token` (shared/contract/tv.ts `tvContentPaths`). */
  path: string;
  /** The newest items of the tenant set on `tx`, at most `tvItemLimit`. */
  items(tx: Tx, context: TvContext): Promise<TvItem[]>;
};
