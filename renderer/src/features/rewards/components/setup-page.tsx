import { Badge, Body1, Button, Field, Input, Spinner, Text } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RewardProvider } from '#shared/contract/rewards';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { rewardsQueries, useCreateStore } from '../api/rewards-queries.ts';
import { AdminTabs } from './admin-tabs.tsx';
import { RewardsGate } from './rewards-gate.tsx';

const column = dataTableColumns<RewardProvider>();

/** /rewards/setup: every store, a new built-in store, and a gift card provider to configure. */
export function SetupPage() {
  return (
    <RewardsGate needs="admin">
      <Setup />
    </RewardsGate>
  );
}

function Setup() {
  const { t } = useTranslation('rewards');
  const navigate = useNavigate();
  const tango = useHolds(['rewardsApp', 'createTangoProvider']);
  const providers = useQuery(rewardsQueries.providers(true));
  const [creating, setCreating] = useState(false);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: () => t('columns.store'),
          cell: (info) => (
            <RouterLink to={`/rewards/store/${info.row.original.id}`}>{info.getValue()}</RouterLink>
          ),
        }),
        column.accessor('kind', {
          header: () => t('columns.kind'),
          cell: (info) => t(`kinds.${info.getValue()}`),
        }),
        column.accessor('rewardCount', { header: () => t('columns.rewards') }),
        column.accessor('enabled', {
          header: () => t('columns.status'),
          cell: (info) => (
            <Badge appearance="tint" color={info.getValue() ? 'success' : 'subtle'}>
              {info.getValue() ? t('admin.enabled') : t('admin.disabled')}
            </Badge>
          ),
        }),
      ]),
    [t],
  );
  return (
    <Page
      title={t('admin.title')}
      actions={
        <>
          <Button icon={<AddRegular />} onClick={() => setCreating(true)}>
            {t('admin.addStore')}
          </Button>
          {tango ? (
            <Button onClick={() => void navigate('/rewards/configure')}>{t('admin.addTango')}</Button>
          ) : null}
        </>
      }
    >
      <AdminTabs />
      {providers.isPending ? (
        <Spinner label={t('loading')} />
      ) : providers.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : providers.data.length === 0 ? (
        <Body1>{t('admin.noStores')}</Body1>
      ) : (
        <DataTable
          label={t('admin.storesLabel')}
          columns={columns}
          rows={providers.data}
          getRowId={(provider) => provider.id}
          emptyMessage={t('admin.noStores')}
        />
      )}
      <NewStoreDialog open={creating} onClose={() => setCreating(false)} />
    </Page>
  );
}

function NewStoreDialog(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('rewards');
  const toasts = useToasts();
  const navigate = useNavigate();
  const create = useCreateStore();
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = async () => {
    if (name.trim().length === 0) {
      setInvalid(true);
      return;
    }
    try {
      const store = await create.mutateAsync({ name: name.trim(), description: '', enabled: true });
      toasts.success(t('admin.storeCreated', { name: store.name }));
      props.onClose();
      void navigate(`/rewards/store/${store.id}`);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };
  return (
    <FormDialog open={props.open} onClose={props.onClose}>
      <FormDialogBody
        title={t('admin.addStore')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        cancel={{ label: t('cancel'), onClick: props.onClose }}
        submit={{ label: t('admin.create'), submitting: create.isPending }}
      >
        <Field
          label={t('form.storeName')}
          required
          validationMessage={invalid ? t('form.required') : undefined}
        >
          <Input value={name} maxLength={100} onChange={(_, data) => setName(data.value)} />
        </Field>
      </FormDialogBody>
    </FormDialog>
  );
}
