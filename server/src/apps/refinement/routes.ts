import { and, eq } from 'drizzle-orm';
import { errorBody, idParams, okResponse } from '#shared/contract/common';
import { refinementRequest, refinementResponse } from '#shared/contract/refinement';
import { refinements } from '../../db/schema.ts';
import { requirePermission, withTenant } from '../../http/auth.ts';
import { ApiError, invalid, notFound } from '../../http/errors.ts';
import type { ZodApi } from '../../kernel/api.ts';
import { plainText, sanitizeMessage } from '../../kernel/sanitize.ts';
import type { Services } from '../../services.ts';

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 502: errorBody };
const timeoutMs = 20_000;

const instructions =
  'You improve employee recognition messages. Rewrite the message the user sends so it is warm, ' +
  'specific and concise, in the same language. Keep its HTML tags, and keep every ' +
  '<span data-mention-id="..."> element exactly as it is. Answer with the rewritten message only.';

const unavailable = () =>
  new ApiError(502, 'RefinementError', 'The AI refinement service is unavailable, try again later');

/** Asks the configured OpenAI-compatible endpoint for a better wording. */
async function refine(services: Services, message: string): Promise<string> {
  const settings = services.config.refinement;
  if (!settings) throw unavailable();
  let response: Response;
  try {
    response = await fetch(`${settings.url.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0.4,
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: message },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    services.log.warn({ err }, 'refinement request failed');
    throw unavailable();
  }
  const body = (await response.json().catch(() => null)) as {
    choices?: { message?: { content?: unknown } }[];
  } | null;
  const content = body?.choices?.[0]?.message?.content;
  if (!response.ok || typeof content !== 'string') {
    services.log.warn({ status: response.status }, 'refinement answered without a message');
    throw unavailable();
  }
  return content;
}

/** "Refine with AI" (001 §4, §7): only when an endpoint is configured (refinementApp refineRecognition). */
export function refinementRoutes(api: ZodApi, services: Services): void {
  api.post(
    '/refinement/refinements',
    {
      schema: {
        tags: ['refinement'],
        body: refinementRequest,
        response: { 201: refinementResponse, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await requirePermission(services, request, 'refinementApp', 'refineRecognition');
      const input = sanitizeMessage(request.body.message);
      if (plainText(input) === '') throw invalid('message', 'Provide a message');
      // The model's answer is untrusted HTML like any other message.
      const output = sanitizeMessage(await refine(services, input));
      if (plainText(output) === '') throw unavailable();
      const [row] = await withTenant(services, auth, (tx) =>
        tx
          .insert(refinements)
          .values({
            tenantId: auth.tenantId,
            memberId: auth.memberId,
            sessionId: request.body.sessionId,
            input,
            output,
          })
          .returning(),
      );
      if (!row) throw new Error('refinement not stored');
      return reply.status(201).send({ refinementId: row.id, output });
    },
  );

  api.delete(
    '/refinement/refinements/:id',
    { schema: { tags: ['refinement'], params: idParams, response: { 200: okResponse, ...errors } } },
    async (request) => {
      const auth = await requirePermission(services, request, 'refinementApp', 'refineRecognition');
      const deleted = await withTenant(services, auth, (tx) =>
        tx
          .delete(refinements)
          .where(and(eq(refinements.id, request.params.id), eq(refinements.memberId, auth.memberId)))
          .returning(),
      );
      if (deleted.length === 0) throw notFound('This refinement does not exist');
      return { ok: true as const };
    },
  );
}
