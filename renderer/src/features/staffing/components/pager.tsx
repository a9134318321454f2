import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** Previous / next through a server-paged list (`next` null on the last page). */
export function Pager(props: {
  label: string;
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  if (props.page === 1 && !props.hasNext) return null;
  return (
    <nav className={styles.root} aria-label={props.label}>
      <Button
        icon={<ChevronLeftRegular />}
        disabled={props.page <= 1}
        onClick={() => props.onPage(props.page - 1)}
      >
        {t('previous')}
      </Button>
      <Text aria-current="page">{t('pageOf', { page: props.page })}</Text>
      <Button
        icon={<ChevronRightRegular />}
        iconPosition="after"
        disabled={!props.hasNext}
        onClick={() => props.onPage(props.page + 1)}
      >
        {t('next')}
      </Button>
    </nav>
  );
}
