import { Divider } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackList } from './feedback-list.tsx';

/** /feedback: every member can write; those who read reports also see what was received. */
export function FeedbackPage() {
  const { t } = useTranslation('feedback');
  const canRead = useHolds(['reportingApp', 'browse']);
  return (
    <Page title={t('title')} width={canRead ? 900 : 600}>
      <FeedbackForm />
      {canRead ? (
        <>
          <Divider />
          <FeedbackList />
        </>
      ) : null}
    </Page>
  );
}
