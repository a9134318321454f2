import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '40vh',
    padding: tokens.spacingVerticalXXL,
  },
});

/** Shown while a page loads or the session is being checked. */
export function Loading() {
  const styles = useStyles();
  const { t } = useTranslation('common');
  return (
    <div className={styles.root}>
      <Spinner label={t('loading')} />
    </div>
  );
}
