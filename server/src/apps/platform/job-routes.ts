import { z } from 'zod';
import { errorBody } from '#shared/contract/common';
import { notFound } from '../../http/errors.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { ZodApi } from '../../kernel/api.ts';
import type { Services } from '../../services.ts';

const jobParams = z.object({ name: z.string().min(1).max(100) });
const runBody = z.object({
  /** Run as if this instant had come (catching up after an outage, rehearsing a reset). Default: now. */
  now: z.iso.datetime({ offset: true }).optional(),
});
const runResult = z.object({ name: z.string(), now: z.string() });

/**
 * Runs one recurring job at once, for the platform operator (docs/jobs.md). Every job is
 * idempotent per period, so running it again, or on several instances, adds nothing twice.
 */
export function platformJobRoutes(
  api: ZodApi,
  services: Services,
  requireOperator: (authorization?: string) => void,
) {
  api.post(
    '/platform/jobs/:name/run',
    {
      schema: {
        tags: ['platform'],
        params: jobParams,
        body: runBody,
        response: { 200: runResult, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      requireOperator(request.headers.authorization);
      const job = jobDefinitions().find((definition) => definition.name === request.params.name);
      if (!job) throw notFound('This job does not exist');
      const at = request.body.now ? new Date(request.body.now) : services.now();
      await job.run({ ...services, now: () => at });
      return { name: job.name, now: at.toISOString() };
    },
  );
}
