import {
  Button,
  Link,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, CopyRegular, MoreHorizontalRegular, OpenRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TvChannel } from '#shared/contract/tv';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { tvChannelQueries, useRegenerateTvToken, useRevokeTvChannel } from '../api/tv-channel-queries.ts';
import { watchUrl } from '../lib/watch-url.ts';
import { TvChannelDialog } from './tv-channel-dialog.tsx';

const useStyles = makeStyles({
  intro: { color: tokens.colorNeutralForeground2 },
  // On a phone the actions wrap onto a second line: the padding keeps them off the row's borders
  // (Fluent's cells have none above and below).
  actions: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    flexWrap: 'wrap',
    alignItems: 'center',
    paddingBlock: tokens.spacingVerticalS,
  },
  empty: { paddingBlock: tokens.spacingVerticalXXL, textAlign: 'center' },
});

const column = dataTableColumns<TvChannel>();

type Pending = { kind: 'edit' | 'regenerate' | 'revoke'; channel: TvChannel } | { kind: 'create' } | null;

/** /integrations/kudos-tvs, "TV integrations": the links lobby screens open, for tvApp addChannel. */
export function TvIntegrationsPage() {
  const apps = useApps();
  const canManage = useHolds(['tvApp', 'addChannel']);
  const { t } = useTranslation('tv');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!canManage) return <Unavailable />;
  return <Integrations />;
}

function Integrations() {
  const { t } = useTranslation('tv');
  const styles = useStyles();
  const toasts = useToasts();
  const list = useQuery(tvChannelQueries.list());
  const regenerate = useRegenerateTvToken();
  const revoke = useRevokeTvChannel();
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);

  const columns = useMemo(() => {
    const copy = async (channel: TvChannel) => {
      try {
        await navigator.clipboard.writeText(watchUrl(channel.token));
        toasts.success(t('copied'));
      } catch {
        toasts.error(t('copyFailed'));
      }
    };
    return column.columns([
      column.accessor('name', { header: () => t('name') }),
      column.display({
        id: 'content',
        header: () => t('content'),
        cell: (info) => {
          const channel = info.row.original;
          return (
            <>
              {channel.itemTypes.map((type) => t(`itemTypes.${type}`)).join(', ')}
              {channel.teamIds.length > 0 ? ` · ${t('teamCount', { count: channel.teamIds.length })}` : ''}
            </>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => t('actions'),
        cell: (info) => {
          const channel = info.row.original;
          return (
            <div className={styles.actions}>
              <Button
                size="small"
                icon={<CopyRegular />}
                onClick={() => void copy(channel)}
                aria-label={t('copyLinkOf', { name: channel.name })}
              >
                {t('copyLink')}
              </Button>
              <Link
                href={watchUrl(channel.token)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('previewOf', { name: channel.name })}
              >
                <OpenRegular aria-hidden /> {t('preview')}
              </Link>
              <Menu>
                <MenuTrigger disableButtonEnhancement>
                  <Button
                    size="small"
                    appearance="subtle"
                    icon={<MoreHorizontalRegular />}
                    aria-label={t('moreOf', { name: channel.name })}
                  />
                </MenuTrigger>
                <MenuPopover>
                  <MenuList>
                    <MenuItem onClick={() => setPending({ kind: 'edit', channel })}>{t('edit')}</MenuItem>
                    <MenuItem onClick={() => setPending({ kind: 'regenerate', channel })}>
                      {t('regenerate')}
                    </MenuItem>
                    <MenuItem onClick={() => setPending({ kind: 'revoke', channel })}>{t('revoke')}</MenuItem>
                  </MenuList>
                </MenuPopover>
              </Menu>
            </div>
          );
        },
      }),
    ]);
  }, [t, styles, toasts]);
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toasts.success(done);
      close();
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  const channels = useMemo(() => list.data?.results ?? [], [list.data]);
  return (
    <Page
      title={t('title')}
      width={1080}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setPending({ kind: 'create' })}>
          {t('createButton')}
        </Button>
      }
    >
      <Text className={styles.intro}>{t('intro')}</Text>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : channels.length === 0 ? (
        <Text className={styles.empty}>{t('none')}</Text>
      ) : (
        <DataTable
          label={t('title')}
          columns={columns}
          rows={channels}
          getRowId={(channel) => channel.id}
          emptyMessage={t('none')}
        />
      )}
      <TvChannelDialog
        open={pending?.kind === 'create' || pending?.kind === 'edit'}
        channel={pending?.kind === 'edit' ? pending.channel : null}
        onClose={close}
        onSaved={close}
      />
      <ConfirmDialog
        open={pending?.kind === 'regenerate'}
        title={t('regenerateTitle')}
        body={t('regenerateBody', { name: pending && 'channel' in pending ? pending.channel.name : '' })}
        confirm={t('regenerate')}
        busy={regenerate.isPending}
        onClose={close}
        onConfirm={() =>
          pending?.kind === 'regenerate' &&
          void run(() => regenerate.mutateAsync(pending.channel.id), t('regenerated'))
        }
      />
      <ConfirmDialog
        open={pending?.kind === 'revoke'}
        title={t('revokeTitle')}
        body={t('revokeBody', { name: pending && 'channel' in pending ? pending.channel.name : '' })}
        confirm={t('revoke')}
        busy={revoke.isPending}
        onClose={close}
        onConfirm={() =>
          pending?.kind === 'revoke' && void run(() => revoke.mutateAsync(pending.channel.id), t('revoked'))
        }
      />
    </Page>
  );
}
