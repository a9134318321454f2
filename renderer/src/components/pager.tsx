import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronLeft20Regular, ChevronRight20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/**
 * Previous and next page of a server-paged `{ results, next }` list; nothing while the list fits
 * one page. `label` names the list for screen readers ("Pages", "Participant pages").
 */
export function Pager(props: {
  label: string;
  page: number;
  next: number | null | undefined;
  onPage: (page: number) => void;
}) {
  const { label, page, next, onPage } = props;
  const { t } = useTranslation('common');
  const styles = useStyles();
  if (page === 1 && next == null) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button icon={<ChevronLeft20Regular />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Text aria-live="polite">{t('pager.page', { page })}</Text>
      <Button
        icon={<ChevronRight20Regular />}
        iconPosition="after"
        disabled={next == null}
        onClick={() => next != null && onPage(next)}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}
