import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    marginInline: 'auto',
    maxWidth: '600px',
  },
});

/** "Page not found" with an optional button (000 §2). */
export function NotFoundPage({ action }: { action?: { label: string; to: string } | null }) {
  const { t } = useTranslation('app');
  const styles = useStyles();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className={styles.root}>
      <Title2 as="h1">{t('notFound.title')}</Title2>
      <Body1>{t('notFound.body')}</Body1>
      {action ? (
        <Button appearance="primary" onClick={() => void navigate(action.to)}>
          {action.label}
        </Button>
      ) : null}
    </div>
  );
}
