import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '#shared/contract/auditing';
import { useDates } from '../../../lib/use-dates.ts';
import { logFieldRows, type ValueWords, valueText } from '../lib/log-fields.ts';
import { actionName, fieldName, valueName } from '../lib/log-names.ts';
import { targetLabel } from '../lib/target-label.ts';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  value: { overflowWrap: 'anywhere' },
  changed: { fontWeight: tokens.fontWeightSemibold },
});

/** One audit entry in full: who, what, and the record's fields before and after, in words. */
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
  const dates = useDates();
  const words = useMemo<ValueWords>(
    () => ({
      names: entry?.names ?? {},
      yes: t('yes'),
      no: t('no'),
      none: t('nothing'),
      dateTime: (iso) => dates.dateTime(iso, 'medium'),
      field: (key) => fieldName(t, key),
      code: (field, value) => valueName(t, field, value),
    }),
    [entry, t, dates],
  );
  const rows = entry ? logFieldRows(entry.before, entry.after) : null;
  const showBefore = entry?.before != null;
  const showAfter = entry?.after != null;
  return (
    <Dialog open={entry !== null} onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{entry ? actionName(t, entry.action) : ''}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text>{t('by', { name: actorName })}</Text>
            {entry && <Text>{t('targetOf', { target: targetLabel(t, entry) })}</Text>}
            {rows === null ? (
              <Text>{t('noDetails')}</Text>
            ) : (
              <Table aria-label={t('details')} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('field')}</TableHeaderCell>
                    {showBefore && <TableHeaderCell>{t('before')}</TableHeaderCell>}
                    {showAfter && <TableHeaderCell>{t('after')}</TableHeaderCell>}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.field} className={row.changed ? styles.changed : undefined}>
                      <TableCell>{row.field ? fieldName(t, row.field) : t('value')}</TableCell>
                      {showBefore && (
                        <TableCell className={styles.value}>
                          {valueText(row.before, words, row.field)}
                        </TableCell>
                      )}
                      {showAfter && (
                        <TableCell className={styles.value}>
                          {valueText(row.after, words, row.field)}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
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
