import {
  Badge,
  Button,
  Card,
  CardHeader,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recognition } from '#shared/contract/recognition';
import { messageText } from '../../../components/message-html.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { recognitionQueries, useDeleteRecognition } from '../api/recognition-queries.ts';
import { draftLabel } from '../model/drafts.ts';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  preview: {
    display: '-webkit-box',
    WebkitLineClamp: 3,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
  more: { alignSelf: 'center' },
});

/**
 * The drafts view (001 §2): the member's own drafts and scheduled sends, each "Scheduled" or
 * "Draft", with edit and delete; back to the send view once none remain.
 */
export function DraftsView(props: { memberId: string; onEdit: (id: string) => void; onEmpty: () => void }) {
  const { memberId, onEdit, onEmpty } = props;
  const { t } = useTranslation('recognition');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const drafts = useInfiniteQuery(recognitionQueries.drafts(memberId));
  const remove = useDeleteRecognition();
  const [deleting, setDeleting] = useState<Recognition | null>(null);
  const items = drafts.data?.pages.flatMap((page) => page.results) ?? [];

  useEffect(() => {
    if (drafts.isSuccess && !drafts.isFetching && items.length === 0) onEmpty();
  }, [drafts.isSuccess, drafts.isFetching, items.length, onEmpty]);

  if (drafts.isPending) return <Spinner label={t('drafts.title')} />;

  return (
    <>
      <ul className={styles.list} aria-label={t('drafts.title')}>
        {items.map((item) => {
          const label = draftLabel(item);
          const text = messageText(item.message);
          const names = item.sendTo.map((recipient) => recipient.displayData.name).join(', ');
          return (
            <li key={item.id}>
              <Card>
                <CardHeader
                  header={
                    <Text weight="semibold">
                      {names ? t('drafts.to', { names }) : t('drafts.noRecipients')}
                    </Text>
                  }
                  description={
                    item.scheduledAt ? (
                      <Text size={200}>
                        {t('drafts.scheduledFor', { date: dates.dateTime(item.scheduledAt) })}
                      </Text>
                    ) : undefined
                  }
                  action={
                    <Badge appearance="tint" color={label === 'scheduled' ? 'brand' : 'informative'}>
                      {t(`drafts.${label}`)}
                    </Badge>
                  }
                />
                <Text className={text ? styles.preview : styles.empty}>
                  {text || t('drafts.emptyMessage')}
                </Text>
                <div className={styles.actions}>
                  {item.permissions.includes('edit') ? (
                    <Button icon={<Edit20Regular />} onClick={() => onEdit(item.id)}>
                      {t('drafts.edit')}
                    </Button>
                  ) : null}
                  {item.permissions.includes('delete') ? (
                    <Button icon={<Delete20Regular />} onClick={() => setDeleting(item)}>
                      {t('drafts.delete')}
                    </Button>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
      {drafts.hasNextPage ? (
        <Button
          className={styles.more}
          disabled={drafts.isFetchingNextPage}
          onClick={() => void drafts.fetchNextPage()}
        >
          {t('drafts.more')}
        </Button>
      ) : null}
      <Dialog open={!!deleting} modalType="alert" onOpenChange={(_, data) => !data.open && setDeleting(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('drafts.deleteTitle')}</DialogTitle>
            <DialogContent>{t('drafts.deleteConfirm')}</DialogContent>
            <DialogActions>
              <Button
                appearance="primary"
                disabled={remove.isPending}
                onClick={async () => {
                  if (!deleting) return;
                  try {
                    await remove.mutateAsync(deleting.id);
                    toasts.success(t('drafts.deleted'));
                  } catch (error) {
                    toasts.error(errorMessage(error, t));
                  } finally {
                    setDeleting(null);
                  }
                }}
              >
                {t('drafts.delete')}
              </Button>
              <Button onClick={() => setDeleting(null)}>{t('drafts.keep')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
