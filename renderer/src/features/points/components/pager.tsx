import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Previous and next page of a `{ results, next }` list. */
export function Pager(props: { page: number; next: number | null; onPage: (page: number) => void }) {
  const { t } = useTranslation('points');
  const styles = useStyles();
  if (props.page === 1 && props.next === null) return null;
  return (
    <nav className={styles.pager} aria-label={t('pager.label')}>
      <Button disabled={props.page === 1} onClick={() => props.onPage(props.page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text>{t('pager.page', { page: props.page })}</Text>
      <Button disabled={props.next === null} onClick={() => props.next && props.onPage(props.next)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
