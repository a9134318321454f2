import { Button, makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScimToken } from '#shared/contract/security';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable, dataTableColumns } from '../../../components/data-table.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { securityQueries, useRevokeScimToken } from '../api/security-queries.ts';
import { ScimTokenDialog } from './scim-token-dialog.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  header: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
  },
});

const column = dataTableColumns<ScimToken>();

/** SCIM provisioning: the bearer tokens identity providers use, created (shown once) and revoked here. */
export function ScimTokens() {
  const { t } = useTranslation('security');
  const dates = useDates();
  const styles = useStyles();
  const toasts = useToasts();
  const list = useQuery(securityQueries.tokens());
  const revoke = useRevokeScimToken();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ScimToken | null>(null);
  const columns = useMemo(() => {
    const when = (iso: string | null) => (iso ? dates.dateTime(iso) : t('scim.never'));
    return column.columns([
      column.accessor('name', { header: () => t('scim.name') }),
      column.accessor('createdAt', {
        header: () => t('scim.createdAt'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('lastUsedAt', {
        header: () => t('scim.lastUsedAt'),
        cell: (info) => when(info.getValue()),
      }),
      column.display({
        id: 'actions',
        header: () => t('scim.actions'),
        cell: (info) => (
          <Button
            size="small"
            onClick={() => setRevoking(info.row.original)}
            aria-label={t('scim.revokeOf', { name: info.row.original.name })}
          >
            {t('scim.revoke')}
          </Button>
        ),
      }),
    ]);
  }, [t, dates]);

  const runRevoke = async (token: ScimToken) => {
    try {
      await revoke.mutateAsync(token.id);
      toasts.success(t('scim.revoked'));
      setRevoking(null);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  const rows = useMemo(() => list.data?.results ?? [], [list.data]);
  return (
    <section className={styles.section} aria-labelledby="security-scim">
      <div className={styles.header}>
        <Subtitle2 as="h2" id="security-scim">
          {t('scim.title')}
        </Subtitle2>
        <Button icon={<AddRegular />} onClick={() => setCreating(true)}>
          {t('scim.create')}
        </Button>
      </div>
      <Text>{t('scim.intro')}</Text>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <Text role="alert">{t('scim.loadFailed')}</Text>
      ) : rows.length === 0 ? (
        <Text>{t('scim.none')}</Text>
      ) : (
        <DataTable
          label={t('scim.title')}
          columns={columns}
          rows={rows}
          getRowId={(token) => token.id}
          emptyMessage={t('scim.none')}
        />
      )}
      <ScimTokenDialog open={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        open={revoking !== null}
        title={t('scim.revokeTitle')}
        body={t('scim.revokeBody', { name: revoking?.name ?? '' })}
        confirm={t('scim.revoke')}
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && void runRevoke(revoking)}
      />
    </section>
  );
}
