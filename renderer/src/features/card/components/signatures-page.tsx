import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Signature } from '#shared/contract/card';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { cardQueries, useDeleteSignature } from '../api/card-queries.ts';
import { cardErrorMessage } from '../model/card-errors.ts';
import { SignatureItem } from './signature-item.tsx';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    columnWidth: '280px',
    columnGap: tokens.spacingHorizontalL,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /card/{id}/signatures: everyone's signatures, each with what the member may do to it. */
export function SignaturesPage() {
  const { cardId = '' } = useParams();
  const { t } = useTranslation('card');
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const card = useQuery(cardQueries.card(cardId));
  const signatures = useQuery(cardQueries.signatures(cardId));
  const remove = useDeleteSignature(cardId);
  const [removing, setRemoving] = useState<Signature | null>(null);
  if (card.isError) return <Text role="alert">{cardErrorMessage(card.error, t)}</Text>;
  if (!card.data) return <Spinner label={t('loading')} />;
  const results = signatures.data?.results ?? [];
  return (
    <Page
      title={t('signatures.title', { title: card.data.title })}
      actions={
        <Button icon={<ArrowLeft20Regular />} onClick={() => void navigate(`/card/${cardId}`)}>
          {t('signatures.back')}
        </Button>
      }
    >
      {signatures.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : signatures.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : results.length === 0 ? (
        <Text className={styles.muted}>{t('card.noSignatures')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('card.signaturesLabel')}>
          {results.map((signature) => (
            <SignatureItem
              key={signature.id}
              signature={signature}
              actions={
                signature.permissions.includes('delete') ? (
                  <Button
                    appearance="subtle"
                    icon={<Delete20Regular />}
                    aria-label={t('signatures.remove')}
                    onClick={() => setRemoving(signature)}
                  />
                ) : null
              }
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={!!removing}
        title={t('signatures.removeTitle')}
        body={t('signatures.removeBody')}
        confirm={t('signatures.remove')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => toasts.success(t('signatures.removed')),
            onError: (error) => toasts.error(cardErrorMessage(error, t)),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </Page>
  );
}
