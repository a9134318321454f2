import type { ZodApi } from '../../../kernel/api.ts';
import type { Services } from '../../../services.ts';
import { samlLogoutRoutes } from './logout-routes.ts';
import { samlProviderRoutes } from './provider-routes.ts';
import { samlSignInRoutes } from './sign-in-routes.ts';

/** Room for the largest accepted SAMLResponse once form-encoded; more is refused with 413. */
const acsBodyLimit = 512 * 1024;

/**
 * SAML 2.0 single sign-on (docs/saml.md): provider administration and the service provider's
 * public endpoints, and single logout. The ACS and SLO receive HTML form posts, so this scope parses
 * application/x-www-form-urlencoded bodies (only here) with a tight size limit.
 */
export function samlApp(api: ZodApi, services: Services): void {
  void api.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: acsBodyLimit },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    samlProviderRoutes(scope, services);
    samlSignInRoutes(scope, services);
    samlLogoutRoutes(scope, services);
  });
}
