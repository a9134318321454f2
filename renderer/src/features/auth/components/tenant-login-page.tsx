import { Spinner } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { safeNext } from '../../../lib/safe-next.ts';
import { signIn } from '../../../lib/session/sign-in.ts';
import { exchangeHandoff } from '../api/auth-api.ts';

/**
 * The tenant login handoff (/tenant/login?state=...&next=...): the state chosen on the tenant list
 * is exchanged once for this tenant's token, then the member lands on next or home (000 §4).
 */
export default function TenantLoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = params.get('state');
  const next = safeNext(params.get('next')) ?? '/home';
  const handoff = useQuery({
    queryKey: [...queryKeys.identity.tenants, 'accessToken', state],
    queryFn: () => exchangeHandoff(state ?? ''),
    enabled: !!state,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (!handoff.data) return;
    void signIn(handoff.data).then(() => navigate(next, { replace: true }));
  }, [handoff.data, navigate, next]);

  const failed = !state || handoff.isError;
  return (
    <PublicFrame title={t('handoff.title')}>
      {failed ? (
        <>
          <ErrorBar>
            {/* An expired password is refused here as at sign-in, and the reset link is mailed. */}
            {isApiError(handoff.error) && handoff.error.errorName === 'PasswordExpiredError'
              ? t('login.passwordExpired')
              : t('handoff.failed')}
          </ErrorBar>
          <RouterLink to="/">{t('handoff.signIn')}</RouterLink>
        </>
      ) : (
        <Spinner label={t('handoff.loggingIn')} />
      )}
    </PublicFrame>
  );
}
