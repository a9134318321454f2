import { Body1, Link, Spinner } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { currentEnvironment } from '../../../lib/environments.ts';
import { restoreSession } from '../../../lib/session/restore.ts';
import { healthPollMs, serviceIsUp } from '../api/health.ts';

/**
 * "We'll be right back!" (/maintenance): links the status page and polls the health check; once
 * it answers 200 the stored session is checked again and the visitor returns to login (which
 * moves a still-valid session on to the app).
 */
export default function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      if (await serviceIsUp(controller.signal)) {
        if (controller.signal.aborted) return;
        await restoreSession();
        await queryClient.invalidateQueries();
        await navigate('/', { replace: true });
        return;
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void poll(), healthPollMs);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [navigate, queryClient]);

  return (
    <PublicFrame title={t('title')}>
      <Body1>{t('body')}</Body1>
      <Body1>
        {t('statusBefore')}{' '}
        <Link href={currentEnvironment.statusPageUrl} target="_blank" rel="noopener noreferrer">
          {t('statusLink')}
        </Link>
      </Body1>
      <Spinner size="small" label={t('checking')} />
    </PublicFrame>
  );
}
