import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerMaintenance } from './apps/platform/index.ts';
import { areas } from './areas.ts';
import { registerAuth } from './http/auth.ts';
import { frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { registerSafeStrings } from './http/safe-strings.ts';
import { registerHtmlHeaders, registerWebApp } from './http/web-app.ts';
import { zodApi } from './kernel/api.ts';
import type { Services } from './services.ts';

/** `logger`: a pino instance (server/src/logger.ts); tests leave it out and log nothing. */
export type BuildOptions = { services: Services; logger?: FastifyBaseLogger };

export async function buildApp({ services, logger }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: services.config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // Before any plugin: every HTML answer (the app, /api/docs) gets the page's security headers.
  registerHtmlHeaders(app);
  registerSafeStrings(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Kudos API',
        version: '1.0.0',
        description: 'The reference API the Kudos renderer talks to.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerMaintenance(app, services);
  registerAuth(app, services);

  await app.register(
    async (api) => {
      for (const area of areas) area.routes?.(zodApi(api), services);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, services.config.webDir);
  return app;
}
