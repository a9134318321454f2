import { makeStyles } from '@fluentui/react-components';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useBranding } from '../lib/branding.ts';
import { safeNext } from '../lib/safe-next.ts';
import { type Scope, scopeOf, useSession } from '../lib/session/session-store.ts';
import { Loading } from './loading.tsx';

/** Where a guard sends someone (000 §2, Route guards), as a pure function for tests. */
export function guardRedirect(
  rule: 'tenant' | 'user' | 'anonymousOnly',
  scope: Scope,
  location: { pathname: string; search: string; hash?: string },
  next?: string | null,
): string | null {
  const here = `${location.pathname}${location.search}${location.hash ?? ''}`;
  const toLogin = `/?${new URLSearchParams({ next: here })}`;
  switch (rule) {
    case 'tenant':
      if (scope === 'anonymous') return toLogin;
      if (scope === 'user') return '/tenants';
      return null;
    case 'user':
      if (scope === 'anonymous') return toLogin;
      if (scope === 'tenant') return '/profile/me';
      return null;
    case 'anonymousOnly':
      if (scope === 'anonymous') return null;
      return safeNext(next) ?? (scope === 'tenant' ? '/home' : '/tenants');
  }
}

const useStyles = makeStyles({
  // Where the frame draws the logo (and the splash showed it): the mobile top bar, the side drawer.
  logo: {
    position: 'absolute',
    top: '2px',
    left: '16px',
    width: '264px',
    maxWidth: 'calc(100% - 32px)',
    height: '52px',
    objectFit: 'contain',
    objectPosition: 'left center',
    '@media (min-width: 900px)': { top: '16px' },
  },
});

/**
 * A stored tenant session being checked: the tenant logo kept from the last visit stays where the
 * splash showed it and the frame will draw it, so the first screen does not wait for the check.
 */
function CheckingTenantSession() {
  const styles = useStyles();
  const { logoUrl } = useBranding();
  return (
    <>
      {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" width={264} height={52} /> : null}
      <Loading />
    </>
  );
}

function Guard({ rule }: { rule: 'tenant' | 'user' | 'anonymousOnly' }) {
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  if (session.status === 'restoring') return rule === 'tenant' ? <CheckingTenantSession /> : <Loading />;
  const target = guardRedirect(rule, scopeOf(session), location, params.get('next'));
  return target ? <Navigate to={target} replace /> : <Outlet />;
}

/** Member routes: signed in, in tenant scope. */
export const RequireTenant = () => <Guard rule="tenant" />;
/** User-scope routes (/tenants). */
export const RequireUserScope = () => <Guard rule="user" />;
/** Login pages: a signed-in visitor goes on to next, else home, else the tenant list. */
export const AnonymousOnly = () => <Guard rule="anonymousOnly" />;
