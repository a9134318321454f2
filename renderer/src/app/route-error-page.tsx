import { Body1, Button, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXXL,
    maxWidth: '600px',
    marginInline: 'auto',
  },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-word' },
});

export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The route error page: where it happened, what to do, and what the error says (000 §2). */
export function RouteErrorPage() {
  const { t } = useTranslation('app');
  const styles = useStyles();
  const error = useRouteError();
  const location = useLocation();
  useDocumentTitle(t('errors.routeTitle'));
  return (
    <main className={styles.root}>
      <Title2 as="h1">{t('errors.routeTitle')}</Title2>
      <Body1>
        {t('errors.location')} <span className={styles.code}>{location.pathname + location.search}</span>
      </Body1>
      {/* The crash's own message is in whatever language the code threw it: a sentence in the
          reader's language says what happened, the message follows as the technical detail. */}
      <Body1>{t('errors.explanation')}</Body1>
      <Body1>
        {t('errors.details')} <span className={styles.code}>{routeErrorMessage(error)}</span>
      </Body1>
      <Button appearance="primary" onClick={() => window.location.assign('/')}>
        {t('errors.reload')}
      </Button>
    </main>
  );
}
