import type { ZodApi } from '../../kernel/api.ts';
import type { Area } from '../../kernel/areas.ts';
import type { Services } from '../../services.ts';
import { identityRoutes } from './routes.ts';
import { samlApp } from './saml/saml-app.ts';
import { securityRoutes } from './security-routes.ts';

/** The identity app: sign-in, tenants, members, teams, roles, security and SAML single sign-on. */
export const identityArea: Area = {
  name: 'identity',
  routes(api: ZodApi, services: Services) {
    identityRoutes(api, services);
    securityRoutes(api, services);
    samlApp(api, services);
  },
};

/** What other areas may call. */
export { isInVerifiedDomain } from './email-domains/domains.ts';
export { findMember } from './members/queries.ts';
export { assertAdminsRemain } from './members/rules.ts';
export { memberInSegments } from './members/segment-filter.ts';
export { revokeMemberSessions } from './tokens.ts';
