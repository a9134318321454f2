import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * The Fastify instance every route plugin is given: the contract's zod schemas type its requests
 * and replies. A leaf module, so route files never import app.ts (which imports them all).
 */
export const zodApi = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type ZodApi = ReturnType<typeof zodApi>;
