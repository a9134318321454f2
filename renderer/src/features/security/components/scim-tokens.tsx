import {
  Button,
  makeStyles,
  Spinner,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScimToken } from '#shared/contract/security';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
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
  const when = (iso: string | null) => (iso ? dates.dateTime(iso) : t('scim.never'));

  const runRevoke = async (token: ScimToken) => {
    try {
      await revoke.mutateAsync(token.id);
      toasts.success(t('scim.revoked'));
      setRevoking(null);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  const rows = list.data?.results ?? [];
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
        <Table aria-label={t('scim.title')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('scim.name')}</TableHeaderCell>
              <TableHeaderCell>{t('scim.createdAt')}</TableHeaderCell>
              <TableHeaderCell>{t('scim.lastUsedAt')}</TableHeaderCell>
              <TableHeaderCell>{t('scim.actions')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((token) => (
              <TableRow key={token.id}>
                <TableCell>{token.name}</TableCell>
                <TableCell>{when(token.createdAt)}</TableCell>
                <TableCell>{when(token.lastUsedAt)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => setRevoking(token)}
                    aria-label={t('scim.revokeOf', { name: token.name })}
                  >
                    {t('scim.revoke')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
