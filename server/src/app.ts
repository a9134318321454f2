import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { announcementApp } from './apps/announcement/index.ts';
import { appsRoutes } from './apps/apps/routes.ts';
import { auditingRoutes } from './apps/auditing/routes.ts';
import { awardApp } from './apps/award/index.ts';
import { cardApp } from './apps/card/index.ts';
import { celebrationRoutes } from './apps/celebration/routes.ts';
import { feedbackRoutes } from './apps/feedback/routes.ts';
import { gifRoutes } from './apps/gif/routes.ts';
import { healthRoutes } from './apps/health/routes.ts';
import { identityRoutes } from './apps/identity/routes.ts';
import { samlApp } from './apps/identity/saml/index.ts';
import { securityRoutes } from './apps/identity/security-routes.ts';
import { mediaRoutes } from './apps/media/routes.ts';
import { notificationsRoutes } from './apps/notifications/routes.ts';
import { onboardingRoutes } from './apps/onboarding/routes.ts';
import { registerMaintenance } from './apps/platform/maintenance.ts';
import { platformRoutes } from './apps/platform/routes.ts';
import { budgetItemRoutes } from './apps/points/budget-items-routes.ts';
import { pointsRoutes } from './apps/points/routes.ts';
import { recognitionApp } from './apps/recognition/index.ts';
import { refinementRoutes } from './apps/refinement/routes.ts';
import { rewardsRoutes } from './apps/rewards/routes.ts';
import { scimApp } from './apps/scim/index.ts';
import { timelineRoutes } from './apps/timeline/routes.ts';
import { tvApp } from './apps/tv/index.ts';
import { uploadRoutes } from './apps/uploads/routes.ts';
import { registerAuth } from './http/auth.ts';
import { frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { registerSafeStrings } from './http/safe-strings.ts';
import { registerHtmlHeaders, registerWebApp } from './http/web-app.ts';
import { type ZodApi, zodApi } from './kernel/api.ts';
import type { Services } from './services.ts';

/** Every API app, each a plugin mounted under /api. */
const apiApps: { plugin: (api: ZodApi, services: Services) => void }[] = [
  { plugin: healthRoutes },
  { plugin: platformRoutes },
  { plugin: identityRoutes },
  { plugin: appsRoutes },
  { plugin: onboardingRoutes },
  { plugin: mediaRoutes },
  { plugin: notificationsRoutes },
  { plugin: feedbackRoutes },
  { plugin: recognitionApp },
  { plugin: pointsRoutes },
  { plugin: budgetItemRoutes },
  { plugin: awardApp },
  { plugin: tvApp },
  { plugin: uploadRoutes },
  { plugin: timelineRoutes },
  { plugin: refinementRoutes },
  { plugin: rewardsRoutes },
  { plugin: auditingRoutes },
  { plugin: securityRoutes },
  { plugin: scimApp },
  { plugin: samlApp },
  { plugin: gifRoutes },
  { plugin: announcementApp },
  { plugin: celebrationRoutes },
  { plugin: cardApp },
];

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
      for (const { plugin } of apiApps) plugin(zodApi(api), services);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, services.config.webDir);
  return app;
}
