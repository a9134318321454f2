import { Avatar, Badge, Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeft20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { Card } from '#shared/contract/card';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { avatarUrl } from '../../../lib/avatar-url.ts';
import { cardQueries, useInviteContributors, useRemoveContributor } from '../api/card-queries.ts';
import { cardErrorMessage } from '../model/card-errors.ts';
import { memberName, type PickedMember } from '../model/card-form.ts';
import { MemberPicker } from './member-picker.tsx';

const useStyles = makeStyles({
  invite: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  picker: { flex: '1 1 320px' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  who: { flexGrow: 1, display: 'flex', flexDirection: 'column' },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /card/{id}/contributors: who is invited to sign, who has, and inviting more (navigation hidden). */
export function ContributorsPage() {
  const { cardId = '' } = useParams();
  const { t } = useTranslation('card');
  const card = useQuery(cardQueries.card(cardId));
  if (card.isError) return <Text role="alert">{cardErrorMessage(card.error, t)}</Text>;
  if (!card.data) return <Spinner label={t('loading')} />;
  return <Contributors card={card.data} />;
}

function Contributors({ card }: { card: Card }) {
  const { t } = useTranslation('card');
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const contributors = useQuery(cardQueries.contributors(card.id));
  const invite = useInviteContributors();
  const remove = useRemoveContributor(card.id);
  const [picked, setPicked] = useState<PickedMember[]>([]);
  const [error, setError] = useState<string>();
  const results = contributors.data?.results ?? [];
  const invited = new Set([card.recipient.id, ...results.map((item) => item.member.id)]);
  const mayInvite = card.permissions.includes('addContributor');

  return (
    <Page
      title={t('contributors.title', { title: card.title })}
      width={900}
      actions={
        <Button icon={<ArrowLeft20Regular />} onClick={() => void navigate(`/card/${card.id}`)}>
          {t('signatures.back')}
        </Button>
      }
    >
      {mayInvite ? (
        <form
          className={styles.invite}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (picked.length === 0) {
              setError(t('contributors.pickSomeone'));
              return;
            }
            setError(undefined);
            invite.mutate(
              { id: card.id, memberIds: picked.map((member) => member.id) },
              {
                onSuccess: () => {
                  toasts.success(t('contributors.invited', { count: picked.length }));
                  setPicked([]);
                },
                onError: (failure) => setError(cardErrorMessage(failure, t)),
              },
            );
          }}
        >
          <div className={styles.picker}>
            <MemberPicker
              label={t('contributors.invite')}
              placeholder={t('form.contributorsPlaceholder')}
              value={picked}
              onChange={setPicked}
              error={error}
              exclude={invited}
            />
          </div>
          <SubmitButton submitting={invite.isPending}>{t('contributors.inviteButton')}</SubmitButton>
        </form>
      ) : null}
      {contributors.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : contributors.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : results.length === 0 ? (
        <Text className={styles.muted}>{t('contributors.none')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('contributors.label')}>
          {results.map((item) => {
            const name = memberName(item.member);
            return (
              <li key={item.member.id} className={styles.item}>
                <Avatar
                  name={name}
                  image={{ src: avatarUrl(item.member.avatarUrls, 40) }}
                  size={40}
                  aria-hidden
                />
                <span className={styles.who}>
                  <Text weight="semibold">{name}</Text>
                  {item.invitedBy ? (
                    <Text size={200} className={styles.muted}>
                      {t('contributors.invitedBy', { name: memberName(item.invitedBy) })}
                    </Text>
                  ) : null}
                </span>
                <Badge appearance="tint" color={item.signed ? 'success' : 'informative'}>
                  {item.signed ? t('contributors.signed') : t('contributors.notSigned')}
                </Badge>
                {item.permissions.includes('delete') ? (
                  <Button
                    appearance="subtle"
                    icon={<Delete20Regular />}
                    aria-label={t('contributors.remove', { name })}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(item.member.id, {
                        onError: (failure) => toasts.error(cardErrorMessage(failure, t)),
                      })
                    }
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Page>
  );
}
