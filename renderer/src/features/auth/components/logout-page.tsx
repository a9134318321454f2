import { Spinner } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { signOut } from '../../../lib/session/sign-in.ts';

/**
 * /logout: tells the server, then clears the session whatever it answered (000 §4); after an SSO
 * sign-in, on to the identity provider's single logout.
 */
export default function LogoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then((idpLogoutUrl) => {
      // The IdP ends its session and sends the browser back to our login page.
      if (idpLogoutUrl) window.location.assign(idpLogoutUrl);
      else navigate('/', { replace: true });
    });
  }, [navigate]);
  return (
    <PublicFrame title={t('logout.title')}>
      <Spinner label={t('logout.signingOut')} />
    </PublicFrame>
  );
}
