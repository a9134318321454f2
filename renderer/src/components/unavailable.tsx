import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToasts } from './toasts.tsx';

/**
 * Content the member may not see (a capability guard said no): back to /home with the spec's
 * message (000 §2, §8). Render it in place of the page.
 */
export function Unavailable(): null {
  const navigate = useNavigate();
  const toasts = useToasts();
  const { t } = useTranslation('common');
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    void navigate('/home', { replace: true });
    // After this commit's effects: on a first page load the toaster may not be listening yet.
    setTimeout(() => toasts.error(t('unavailable')), 0);
  }, [navigate, toasts, t]);
  return null;
}
