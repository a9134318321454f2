import { errorBody } from '#shared/contract/common';
import { gifPage, gifQuery, gifSettings } from '#shared/contract/refinement';
import { requireMember } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 502: errorBody };
const timeoutMs = 10_000;

type ProviderGif = {
  id?: string;
  title?: string;
  images?: Record<string, { url?: string; width?: string; height?: string } | undefined>;
};

const unavailable = () => new ApiError(502, 'GifProviderError', 'GIF search is unavailable, try again later');

/**
 * GIF search and trending through a GIPHY-compatible provider (001 §7 "GIF provider"): the key
 * stays on the server, results are always rating g, and only https image URLs pass through.
 */
export function gifRoutes(api: ZodApi, services: Services): void {
  api.get(
    '/gif/settings',
    {
      schema: {
        tags: ['gif'],
        description: 'Whether GIF search is configured; without it the GIF button is hidden.',
        response: { 200: gifSettings, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      requireMember(request);
      return { enabled: services.config.gif !== null };
    },
  );

  api.get(
    '/gif/gifs',
    {
      schema: {
        tags: ['gif'],
        description: 'Trending GIFs without `q`, search results with it; 10 per page by default.',
        querystring: gifQuery,
        response: { 200: gifPage, ...errors },
      },
    },
    async (request) => {
      requireMember(request);
      const settings = services.config.gif;
      if (!settings) throw new ApiError(404, 'NotFoundError', 'GIF search is not configured');
      const { q, offset, limit, lang } = request.query;
      const url = new URL(`${settings.url.replace(/\/$/, '')}/${q ? 'search' : 'trending'}`);
      url.search = new URLSearchParams({
        api_key: settings.apiKey,
        offset: String(offset),
        limit: String(limit),
        rating: 'g',
        ...(q ? { q, lang } : {}),
      }).toString();
      let body: { data?: ProviderGif[]; pagination?: { total_count?: number } } | null;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        if (!response.ok) throw new Error(`provider answered ${response.status}`);
        body = (await response.json()) as typeof body;
      } catch (err) {
        services.log.warn({ err }, 'GIF provider failed');
        throw unavailable();
      }
      const results = (body?.data ?? []).flatMap((item) => {
        const full = item.images?.fixed_height ?? item.images?.original;
        const preview = item.images?.fixed_height_small ?? full;
        if (!item.id || !full?.url?.startsWith('https://') || !preview?.url?.startsWith('https://'))
          return [];
        return [
          {
            id: item.id,
            title: item.title ?? '',
            url: full.url,
            previewUrl: preview.url,
            width: Number(full.width) || 0,
            height: Number(full.height) || 0,
          },
        ];
      });
      const total = body?.pagination?.total_count ?? 0;
      return { results, next: offset + limit < total && results.length > 0 ? offset + limit : null };
    },
  );
}
