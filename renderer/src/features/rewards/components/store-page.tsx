import {
  Body1,
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Subtitle2,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, ArchiveRegular, ArrowSyncRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Reward, RewardProvider } from '#shared/contract/rewards';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import {
  rewardsQueries,
  useArchiveReward,
  useArchiveStore,
  useCreateReward,
  useSyncCatalogue,
  useUpdateStore,
} from '../api/rewards-queries.ts';
import { RewardForm } from './reward-form.tsx';
import { RewardsGate } from './rewards-gate.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** /rewards/store/{id}: a store's settings and rewards (built-in), or its catalogue and funds (gift cards). */
export function StorePage() {
  return (
    <RewardsGate needs="admin">
      <Store />
    </RewardsGate>
  );
}

function Store() {
  const { id = '' } = useParams();
  const { t } = useTranslation('rewards');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const provider = useQuery(rewardsQueries.provider(id));
  const list = useQuery(rewardsQueries.rewards(id));
  const updateStore = useUpdateStore();
  const archiveStore = useArchiveStore();
  const sync = useSyncCatalogue();
  const createReward = useCreateReward();
  const [adding, setAdding] = useState(false);
  const [archiving, setArchiving] = useState(false);

  if (provider.isPending || list.isPending) return <Spinner label={t('loading')} />;
  if (provider.isError || list.isError) return <Text role="alert">{t('member.storeNotFound')}</Text>;
  const store: RewardProvider = provider.data;
  const isTango = store.kind === 'tango';

  const toggle = async (enabled: boolean) => {
    try {
      await updateStore.mutateAsync({
        id,
        body: { name: store.name, description: store.description, enabled },
      });
      toasts.success(enabled ? t('admin.enabledToast') : t('admin.disabledToast'));
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  return (
    <Page
      title={store.name}
      actions={
        <>
          {isTango ? (
            <>
              <Button onClick={() => void navigate(`/rewards/configure/${id}`)}>
                {t('admin.configure')}
              </Button>
              <Button onClick={() => void navigate(`/rewards/store/${id}/add-funds`)}>
                {t('funds.add')}
              </Button>
              <Button
                icon={<ArrowSyncRegular />}
                disabled={sync.isPending}
                onClick={() =>
                  sync.mutate(id, {
                    onSuccess: (result) => toasts.success(t('admin.synced', { count: result.count })),
                    onError: (error) =>
                      toasts.error(errorMessage(error, t, { RewardProviderError: 'funds.providerFailed' })),
                  })
                }
              >
                {t('admin.sync')}
              </Button>
            </>
          ) : (
            <Button icon={<AddRegular />} onClick={() => setAdding(true)}>
              {t('admin.addReward')}
            </Button>
          )}
          <Button icon={<ArchiveRegular />} onClick={() => setArchiving(true)}>
            {t('admin.archiveStore')}
          </Button>
        </>
      }
    >
      <RouterLink to="/rewards/setup">{t('admin.backToSetup')}</RouterLink>
      <Text>{t(`kinds.${store.kind}`)}</Text>
      {isTango ? null : (
        <Switch
          label={t('admin.visible')}
          checked={store.enabled}
          disabled={updateStore.isPending}
          onChange={(_, data) => void toggle(data.checked)}
        />
      )}
      {isTango ? <FundsSummary id={id} /> : null}
      <section className={styles.section} aria-labelledby="store-rewards-heading">
        <Subtitle2 as="h2" id="store-rewards-heading">
          {t('admin.rewardsHeading')}
        </Subtitle2>
        {list.data.length === 0 ? (
          <Body1>{isTango ? t('admin.noCatalogue') : t('admin.noRewards')}</Body1>
        ) : (
          <RewardsTable rewards={list.data} isTango={isTango} />
        )}
      </section>
      <Dialog open={adding} onOpenChange={(_, data) => setAdding(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('admin.addReward')}</DialogTitle>
            <DialogContent>
              <RewardForm
                reward={null}
                submitLabel={t('admin.create')}
                onSubmit={async (body) => {
                  const made = await createReward.mutateAsync({ providerId: id, body });
                  toasts.success(t('admin.rewardCreated', { name: made.name }));
                  setAdding(false);
                }}
              />
            </DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>
      <ConfirmDialog
        open={archiving}
        title={t('admin.archiveStoreTitle', { name: store.name })}
        body={t('admin.archiveStoreBody')}
        confirm={t('admin.archive')}
        busy={archiveStore.isPending}
        onConfirm={() =>
          archiveStore.mutate(id, {
            onSuccess: () => {
              toasts.success(t('admin.storeArchived', { name: store.name }));
              void navigate('/rewards/setup');
            },
            onError: (error) => toasts.error(errorMessage(error, t)),
            onSettled: () => setArchiving(false),
          })
        }
        onClose={() => setArchiving(false)}
      />
    </Page>
  );
}

const column = dataTableColumns<Reward>();

/** The store's rewards, each edited (built-in stores) or archived. */
function RewardsTable({ rewards, isTango }: { rewards: Reward[]; isTango: boolean }) {
  const { t } = useTranslation('rewards');
  const styles = useStyles();
  const toasts = useToasts();
  const archiveReward = useArchiveReward();
  // biome-ignore lint/correctness/useExhaustiveDependencies: archiveReward.mutate is stable.
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: () => t('columns.reward') }),
        column.accessor('cost', { header: () => t('columns.points') }),
        column.accessor('stock', {
          header: () => t('columns.stock'),
          cell: (info) => info.getValue() ?? t('admin.unlimited'),
        }),
        column.display({
          id: 'actions',
          header: () => t('columns.actions'),
          cell: (info) => {
            const item = info.row.original;
            return (
              <span className={styles.row}>
                {isTango ? null : (
                  <RouterLink to={`/rewards/${item.id}/edit`}>
                    {t('admin.editReward', { name: item.name })}
                  </RouterLink>
                )}
                <Button
                  size="small"
                  aria-label={t('admin.archiveReward', { name: item.name })}
                  onClick={() =>
                    archiveReward.mutate(item.id, {
                      onSuccess: () => toasts.success(t('admin.rewardArchived', { name: item.name })),
                      onError: (error) => toasts.error(errorMessage(error, t)),
                    })
                  }
                >
                  {t('admin.archive')}
                </Button>
              </span>
            );
          },
        }),
      ]),
    [t, styles, toasts, isTango],
  );
  return (
    <DataTable
      label={t('admin.rewardsHeading')}
      columns={columns}
      rows={rewards}
      getRowId={(item) => item.id}
      emptyMessage={isTango ? t('admin.noCatalogue') : t('admin.noRewards')}
    />
  );
}

/** The gift card provider's balance, as its account answers. */
function FundsSummary({ id }: { id: string }) {
  const { t, i18n } = useTranslation('rewards');
  const funds = useQuery(rewardsQueries.funds(id));
  if (funds.isPending) return <Spinner size="tiny" label={t('funds.loading')} />;
  if (funds.isError) return <Text role="alert">{t('funds.providerFailed')}</Text>;
  const money = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: funds.data.currencyCode,
  });
  return <Text weight="semibold">{t('funds.balance', { amount: money.format(funds.data.balance) })}</Text>;
}
