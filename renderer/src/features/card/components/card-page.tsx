import { Button, makeStyles, Spinner, Text, Title1, tokens } from '@fluentui/react-components';
import {
  ArrowLeft20Regular,
  Delete20Regular,
  Edit20Regular,
  Flag20Regular,
  PenSparkle20Regular,
  PeopleAdd20Regular,
} from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Card, Signature } from '#shared/contract/card';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FlagDialog } from '../../../components/flag-dialog.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useDates } from '../../../lib/use-dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { cardQueries, useDeleteCard, useFlag } from '../api/card-queries.ts';
import { cardErrorMessage } from '../model/card-errors.ts';
import { fullsizeOf, memberName } from '../model/card-form.ts';
import { SignDialog } from './sign-dialog.tsx';
import { SignatureItem } from './signature-item.tsx';

const useStyles = makeStyles({
  page: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground3 },
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hero: {
    position: 'relative',
    minHeight: '260px',
    display: 'flex',
    alignItems: 'flex-end',
    backgroundSize: 'cover',
    backgroundPosition: 'center',
    backgroundColor: tokens.colorBrandBackground,
  },
  heading: {
    width: '100%',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    // A dark veil under the words keeps them readable on any background picture.
    background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.72))',
    color: '#ffffff',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  title: { margin: 0, color: '#ffffff' },
  body: {
    maxWidth: '1080px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  signatures: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    columnWidth: '280px',
    columnGap: tokens.spacingHorizontalL,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /card/{id}: the card itself, full width without the app's navigation (000 §2). */
export function CardPage() {
  const { cardId = '' } = useParams();
  const { t } = useTranslation('card');
  const card = useQuery(cardQueries.card(cardId));
  if (card.isPending) return <Spinner label={t('loading')} />;
  if (card.isError)
    return (
      <CardFrame>
        <Text role="alert">{cardErrorMessage(card.error, t)}</Text>
      </CardFrame>
    );
  return <CardView card={card.data} />;
}

function CardFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('card');
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <nav className={styles.bar} aria-label={t('card.toolbar')}>
        <Button
          appearance="subtle"
          icon={<ArrowLeft20Regular />}
          onClick={() => void navigate('/celebrate/cards/all')}
        >
          {t('card.back')}
        </Button>
      </nav>
      <div className={styles.body}>{children}</div>
    </div>
  );
}

function CardView({ card }: { card: Card }) {
  const { t } = useTranslation('card');
  const dates = useDates();
  const styles = useStyles();
  const navigate = useNavigate();
  const [signing, setSigning] = useState(false);
  const [editing, setEditing] = useState<Signature | null>(null);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteCard();
  const toasts = useToasts();
  const flag = useFlag(card.id);
  /** What the flag dialog flags: the card (signatureId null) or one signature. */
  const [reporting, setReporting] = useState<{ signatureId: string | null } | null>(null);
  const signatures = useQuery(cardQueries.signatures(card.id));
  const name = memberName(card.recipient);
  useDocumentTitle(card.title);
  const background = fullsizeOf(card.background);
  const canSign = card.permissions.includes('sign') && !card.ownSignatureId;
  const results = signatures.data?.results ?? [];
  return (
    <div className={styles.page}>
      <nav className={styles.bar} aria-label={t('card.toolbar')}>
        <Button
          appearance="subtle"
          icon={<ArrowLeft20Regular />}
          onClick={() => void navigate('/celebrate/cards/all')}
        >
          {t('card.back')}
        </Button>
        <div className={styles.actions}>
          {card.permissions.includes('edit') ? (
            <Button icon={<Edit20Regular />} onClick={() => void navigate(`/celebrate/card/${card.id}`)}>
              {t('card.edit')}
            </Button>
          ) : null}
          {card.permissions.includes('addContributor') ? (
            <Button
              icon={<PeopleAdd20Regular />}
              onClick={() => void navigate(`/card/${card.id}/contributors`)}
            >
              {t('card.contributors')}
            </Button>
          ) : null}
          {card.ownSignatureId || card.permissions.includes('edit') ? (
            <Button onClick={() => void navigate(`/card/${card.id}/signatures`)}>
              {t('card.signatures')}
            </Button>
          ) : null}
          {card.permissions.includes('delete') ? (
            <Button appearance="subtle" icon={<Delete20Regular />} onClick={() => setDeleting(true)}>
              {t('card.delete')}
            </Button>
          ) : null}
          {card.permissions.includes('flag') ? (
            <Button
              appearance="subtle"
              icon={<Flag20Regular />}
              onClick={() => setReporting({ signatureId: null })}
            >
              {t('card.flag')}
            </Button>
          ) : null}
          {canSign ? (
            <Button appearance="primary" icon={<PenSparkle20Regular />} onClick={() => setSigning(true)}>
              {t('card.sign')}
            </Button>
          ) : null}
        </div>
      </nav>
      <div>
        <header
          className={styles.hero}
          style={background ? { backgroundImage: `url(${JSON.stringify(background)})` } : undefined}
        >
          <div className={styles.heading}>
            <Title1 as="h1" className={styles.title}>
              {card.title}
            </Title1>
            <Text>{t('card.for', { name, occasion: t(`occasions.${card.occasion}`) })}</Text>
            <Text size={200}>
              {card.status === 'delivered'
                ? t('tile.delivered', { day: dates.day(card.deliverOn, 'long') })
                : t('tile.deliversOn', { day: dates.day(card.deliverOn, 'long') })}
            </Text>
          </div>
        </header>
        <div className={styles.body}>
          <Text as="h2" size={500} weight="semibold">
            {t('card.signedBy', { count: card.signatureCount })}
          </Text>
          {signatures.isPending ? (
            <Spinner size="small" label={t('loading')} />
          ) : signatures.isError ? (
            <Text role="alert">{t('loadFailed')}</Text>
          ) : results.length === 0 ? (
            <Text className={styles.muted}>{t('card.noSignatures')}</Text>
          ) : (
            <ul className={styles.signatures} aria-label={t('card.signaturesLabel')}>
              {results.map((signature) => (
                <SignatureItem
                  key={signature.id}
                  signature={signature}
                  actions={
                    <>
                      {signature.permissions.includes('edit') ? (
                        <Button
                          appearance="subtle"
                          size="small"
                          icon={<Edit20Regular />}
                          aria-label={t('card.editSignature')}
                          onClick={() => setEditing(signature)}
                        />
                      ) : null}
                      {signature.permissions.includes('flag') ? (
                        <Button
                          appearance="subtle"
                          size="small"
                          icon={<Flag20Regular />}
                          aria-label={t('card.flagSignature')}
                          onClick={() => setReporting({ signatureId: signature.id })}
                        />
                      ) : null}
                    </>
                  }
                />
              ))}
            </ul>
          )}
        </div>
      </div>
      {canSign ? <SignDialog cardId={card.id} open={signing} onOpenChange={setSigning} /> : null}
      {editing ? (
        <SignDialog
          key={editing.id}
          cardId={card.id}
          signature={editing}
          open
          onOpenChange={(open) => (open ? undefined : setEditing(null))}
        />
      ) : null}
      <FlagDialog
        open={reporting !== null}
        title={reporting?.signatureId ? t('card.flagSignatureTitle') : t('card.flagCardTitle')}
        success={t('card.flagged')}
        flag={(body) => flag.mutateAsync({ signatureId: reporting?.signatureId ?? null, body })}
        describeError={(error) => cardErrorMessage(error, t)}
        onClose={() => setReporting(null)}
      />
      <ConfirmDialog
        open={deleting}
        title={t('card.deleteTitle')}
        body={t('card.deleteBody')}
        confirm={t('card.delete')}
        busy={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(card.id, {
            onSuccess: () => {
              toasts.success(t('card.deleted'));
              void navigate('/celebrate/cards/own', { replace: true });
            },
            onError: (error) => toasts.error(cardErrorMessage(error, t)),
            onSettled: () => setDeleting(false),
          })
        }
      />
    </div>
  );
}
