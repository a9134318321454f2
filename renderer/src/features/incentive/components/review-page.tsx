import {
  Button,
  Card,
  Field,
  Link,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { type IncentiveClaim, incentiveReasonMaxLength, incentiveTexts } from '#shared/contract/incentive';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { MessageHtml } from '../../../components/message-html.tsx';
import { Page } from '../../../components/page.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { contractMessage, serverFieldMessage } from '../../../lib/form-errors.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { incentiveQueries, useApproveAll, useDecide } from '../api/incentive-queries.ts';
import { incentiveErrorMessage } from '../model/incentive-errors.ts';
import { ClaimStatusBadge } from './incentives-page.tsx';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  item: { listStyle: 'none' },
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  bank: { color: tokens.colorNeutralForeground2 },
});

/** /incentives/manage/{id}/pending and /past: an incentive's claims to decide, and decided ones. */
export function ReviewPage() {
  const { id = '', tab = '' } = useParams();
  const { t } = useTranslation('incentive');
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const [page, setPage] = useState(1);
  const state = tab === 'past' ? 'past' : 'pending';
  const incentive = useQuery(incentiveQueries.one(id));
  const claims = useQuery(incentiveQueries.claims(id, state, page));
  const approveAll = useApproveAll();
  if (tab !== 'pending' && tab !== 'past')
    return <Navigate to={`/incentives/manage/${id}/pending`} replace />;
  const reviewable = (claims.data?.results ?? []).filter((claim) => claim.canReview);
  const title = incentive.data ? t('review.title', { name: incentive.data.name }) : t('review.titleLoading');
  return (
    <Page
      title={title}
      width={900}
      actions={
        state === 'pending' && reviewable.length > 1 ? (
          <Button
            disabled={approveAll.isPending}
            onClick={async () => {
              try {
                const result = await approveAll.mutateAsync(reviewable.map((claim) => claim.id));
                if (result.skipped.length > 0)
                  toasts.error(
                    t('review.someSkipped', { approved: result.approved, skipped: result.skipped.length }),
                  );
                else toasts.success(t('review.allApproved', { count: result.approved }));
              } catch (error) {
                toasts.error(incentiveErrorMessage(error, t));
              }
            }}
          >
            {t('review.approveAll', { count: reviewable.length })}
          </Button>
        ) : undefined
      }
    >
      {incentive.data?.pointsBank ? (
        <Text className={styles.bank}>
          {t('review.bank', {
            name: incentive.data.pointsBank.name,
            count: incentive.data.pointsBank.balance,
          })}
        </Text>
      ) : null}
      <TabList
        selectedValue={state}
        onTabSelect={(_, data) => {
          setPage(1);
          void navigate(`/incentives/manage/${id}/${String(data.value)}`);
        }}
      >
        <Tab value="pending">{t('review.pendingTab')}</Tab>
        <Tab value="past">{t('review.pastTab')}</Tab>
      </TabList>
      {claims.isPending ? (
        <Spinner label={t('loading')} />
      ) : claims.isError ? (
        <Text role="alert">{incentiveErrorMessage(claims.error, t)}</Text>
      ) : claims.data.results.length === 0 ? (
        <Text>{state === 'pending' ? t('review.emptyPending') : t('review.emptyPast')}</Text>
      ) : (
        <>
          <ul
            className={styles.list}
            aria-label={state === 'pending' ? t('review.pendingTab') : t('review.pastTab')}
          >
            {claims.data.results.map((claim) => (
              <li key={claim.id} className={styles.item}>
                <ClaimCard claim={claim} />
              </li>
            ))}
          </ul>
          <Pager label={t('common:pager.label')} page={page} next={claims.data.next} onPage={setPage} />
        </>
      )}
    </Page>
  );
}

function ClaimCard(props: { claim: IncentiveClaim }) {
  const { claim } = props;
  const { t } = useTranslation('incentive');
  const styles = useStyles();
  const dates = useDates();
  const toasts = useToasts();
  const decide = useDecide();
  const [rejecting, setRejecting] = useState(false);
  const name = `${claim.claimant.firstName} ${claim.claimant.lastName}`.trim();
  return (
    <Card className={styles.card} aria-label={t('review.claimBy', { name })}>
      <div className={styles.head}>
        <Text weight="semibold">{name}</Text>
        <Text>{dates.dateTime(claim.createdAt)}</Text>
        <ClaimStatusBadge status={claim.status} />
      </div>
      {claim.proofText ? <MessageHtml html={claim.proofText} /> : null}
      {claim.proof ? (
        <Link href={claim.proof.url} target="_blank" rel="noopener noreferrer">
          {t('review.openProof', { name: claim.proof.originalFilename ?? t('review.proof') })}
        </Link>
      ) : null}
      {claim.status !== 'pending' && claim.reviewer ? (
        <Text>
          {claim.status === 'approved'
            ? t('review.approvedBy', {
                name: `${claim.reviewer.firstName} ${claim.reviewer.lastName}`,
                count: claim.amount,
              })
            : claim.status === 'rejected'
              ? t('review.rejectedBy', {
                  name: `${claim.reviewer.firstName} ${claim.reviewer.lastName}`,
                  reason: claim.reason ?? '',
                })
              : null}
        </Text>
      ) : null}
      {claim.canReview ? (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={decide.isPending}
            aria-label={t('review.approveFor', { name })}
            onClick={async () => {
              try {
                await decide.mutateAsync({ id: claim.id, decision: 'approve' });
                toasts.success(t('review.approved', { name }));
              } catch (error) {
                toasts.error(incentiveErrorMessage(error, t));
              }
            }}
          >
            {t('review.approve')}
          </Button>
          <Button aria-label={t('review.rejectFor', { name })} onClick={() => setRejecting(true)}>
            {t('review.reject')}
          </Button>
        </div>
      ) : null}
      {rejecting ? <RejectDialog claim={claim} name={name} onClose={() => setRejecting(false)} /> : null}
    </Card>
  );
}

function RejectDialog(props: { claim: IncentiveClaim; name: string; onClose: () => void }) {
  const { claim, name, onClose } = props;
  const { t } = useTranslation('incentive');
  const toasts = useToasts();
  const decide = useDecide();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <FormDialog onClose={onClose} dirty={reason !== ''}>
      <FormDialogBody
        title={t('review.rejectTitle', { name })}
        formLabel={t('review.rejectTitle', { name })}
        onClose={onClose}
        onSubmit={async (event) => {
          event.preventDefault();
          if (reason.trim() === '') {
            setError(contractMessage(incentiveTexts.reasonRequired));
            return;
          }
          try {
            await decide.mutateAsync({ id: claim.id, decision: 'reject', reason: reason.trim() });
            toasts.success(t('review.rejected', { name }));
            onClose();
          } catch (failure) {
            const message = serverFieldMessage(failure, 'reason');
            if (message) setError(message);
            else toasts.error(incentiveErrorMessage(failure, t));
          }
        }}
        cancel={{ label: t('cancel'), onClick: onClose }}
        submit={{ label: t('review.reject'), submitting: decide.isPending }}
      >
        <Field label={t('review.reason')} required validationMessage={error} hint={t('review.reasonHint')}>
          <Textarea
            value={reason}
            maxLength={incentiveReasonMaxLength}
            data-autofocus
            onChange={(_, data) => {
              setReason(data.value);
              setError(undefined);
            }}
          />
        </Field>
      </FormDialogBody>
    </FormDialog>
  );
}
