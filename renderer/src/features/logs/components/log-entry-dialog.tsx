import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '#shared/contract/auditing';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  json: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
  },
});

/** One audit entry in full: who, what, and the record before and after. */
export function LogEntryDialog({
  entry,
  actorName,
  onClose,
}: {
  entry: AuditLogEntry | null;
  actorName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const json = (value: unknown) => (value === null ? t('nothing') : JSON.stringify(value, null, 2));
  return (
    <Dialog open={entry !== null} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{entry?.action}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('by', { name: actorName })}</Text>
            <Text>{t('targetOf', { type: entry?.targetType ?? '', id: entry?.targetId ?? '—' })}</Text>
            <Subtitle2 as="h3">{t('before')}</Subtitle2>
            <pre className={styles.json}>{json(entry?.before ?? null)}</pre>
            <Subtitle2 as="h3">{t('after')}</Subtitle2>
            <pre className={styles.json}>{json(entry?.after ?? null)}</pre>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
