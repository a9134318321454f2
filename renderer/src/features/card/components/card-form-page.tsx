import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { type Card, cardTitleMaxLength } from '#shared/contract/card';
import { type CelebrationKind, celebrationKind, celebrationKinds } from '#shared/contract/celebration';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useApps, useHolds, useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { cardQueries, useInviteContributors, useSaveCard } from '../api/card-queries.ts';
import { cardErrorMessage } from '../model/card-errors.ts';
import {
  type CardForm,
  type CardFormOutput,
  cardForm,
  cardFormOf,
  createBody,
  memberName,
  newCardForm,
  type PickedMember,
  updateBody,
} from '../model/card-form.ts';
import { BackgroundPicker } from './background-picker.tsx';
import { MemberPicker } from './member-picker.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalL,
    '> *': { flex: '1 1 220px' },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** /celebrate/card (create) and /celebrate/card/{id} (edit before delivery). */
export function CardFormPage() {
  const { cardId } = useParams();
  const { t } = useTranslation('card');
  const apps = useApps();
  const mayCreate = useHoldsAny([
    ['cardApp', 'createCard'],
    ['cardApp', 'createOtherCard'],
  ]);
  const existing = useQuery({ ...cardQueries.card(cardId ?? ''), enabled: !!cardId });
  if (apps.isPending || (cardId && existing.isPending)) return <Spinner label={t('loading')} />;
  if (cardId) {
    if (existing.isError) return <Text role="alert">{cardErrorMessage(existing.error, t)}</Text>;
    if (!existing.data?.permissions.includes('edit')) return <Unavailable />;
    return <CardFormView key={existing.data.id} card={existing.data} />;
  }
  if (!mayCreate) return <Unavailable />;
  return <CardFormView />;
}

/** What the calendar's link says: `/celebrate/card?recipientId&name&occasion&deliverOn`. */
function usePrefill() {
  const [params] = useSearchParams();
  const id = params.get('recipientId');
  const occasion = celebrationKind.safeParse(params.get('occasion'));
  const deliverOn = params.get('deliverOn');
  return {
    recipient: id ? { id, name: params.get('name') ?? '' } : undefined,
    occasion: occasion.success ? occasion.data : undefined,
    deliverOn: deliverOn && /^\d{4}-\d{2}-\d{2}$/.test(deliverOn) ? deliverOn : undefined,
  };
}

function CardFormView({ card }: { card?: Card }) {
  const { t } = useTranslation('card');
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const prefill = usePrefill();
  // The server refuses a day before the organization's today (docs/card.md), not the member's.
  const today = useDates().tenantToday();
  // createCard covers the celebrations, createOtherCard the occasion "other" (docs/card.md).
  const celebrate = useHolds(['cardApp', 'createCard']);
  const other = useHolds(['cardApp', 'createOtherCard']);
  const occasions = celebrationKinds.filter(
    (kind) => kind === card?.occasion || (kind === 'other' ? other : celebrate),
  );
  const save = useSaveCard(card?.id);
  const [savedId, setSavedId] = useState<string>();
  const invite = useInviteContributors();
  const titleFor = (occasion: CelebrationKind, recipient: PickedMember | undefined) =>
    recipient?.name ? t(`titles.${occasion}`, { name: recipient.name.split(' ')[0] }) : '';
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    getFieldState,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<CardForm, unknown, CardFormOutput>({
    resolver: formResolver(cardForm),
    defaultValues: card
      ? cardFormOf(card)
      : newCardForm({
          ...prefill,
          today,
          title: prefill.occasion ? titleFor(prefill.occasion, prefill.recipient) : undefined,
        }),
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !savedId);
  useEffect(() => {
    if (savedId) void navigate(`/card/${savedId}`);
  }, [savedId, navigate]);

  const [recipient, occasion, deliverOn] = watch(['recipient', 'occasion', 'deliverOn']);
  const firstRecipient = recipient[0];
  /** A title the person has not written follows who and what the card is for. */
  const retitle = (nextOccasion: CelebrationKind, nextRecipient: PickedMember | undefined) => {
    if (!card && !getFieldState('title').isDirty) setValue('title', titleFor(nextOccasion, nextRecipient));
  };

  // The calendar's "sign it or create one": a card for this occasion that exists already.
  const twin = useQuery({
    ...cardQueries.forOccasion(firstRecipient?.id ?? '', occasion, deliverOn),
    enabled: !card && !!firstRecipient && /^\d{4}-\d{2}-\d{2}$/.test(deliverOn),
  });
  const existing = twin.data?.results[0];

  const onSubmit = async (form: CardFormOutput) => {
    try {
      const saved = await save.mutateAsync(card ? updateBody(form, card) : createBody(form));
      if (!card && form.contributors.length > 0) {
        try {
          await invite.mutateAsync({ id: saved.id, memberIds: form.contributors.map((member) => member.id) });
        } catch (error) {
          toasts.error(cardErrorMessage(error, t));
        }
      }
      toasts.success(card ? t('form.saved') : t('form.created'));
      setSavedId(saved.id);
    } catch (error) {
      const fields = ['title', 'occasion', 'deliverOn', 'background'] as const;
      if (applyServerErrors(error, setError, fields)) return;
      const message = cardErrorMessage(error, t);
      if (!card && /recipient|member/i.test(String((error as Error).message))) {
        setError('recipient', { type: 'server', message });
      } else toasts.error(message);
    }
  };

  return (
    <Page title={card ? t('form.editTitle') : t('form.createTitle')} width={900}>
      {existing ? (
        <MessageBar intent="info">
          <MessageBarBody>
            {t('form.exists')} <RouterLink to={`/card/${existing.id}`}>{t('form.openExisting')}</RouterLink>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <form className={styles.form} noValidate onSubmit={handleSubmit(onSubmit)}>
        {card ? (
          <Field label={t('form.recipient')}>
            <Text>{memberName(card.recipient)}</Text>
          </Field>
        ) : (
          <Controller
            control={control}
            name="recipient"
            render={({ field }) => (
              <MemberPicker
                single
                required
                label={t('form.recipient')}
                placeholder={t('form.recipientPlaceholder')}
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  retitle(occasion, next[0]);
                }}
                onBlur={field.onBlur}
                error={errors.recipient?.message}
              />
            )}
          />
        )}
        <div className={styles.row}>
          <Controller
            control={control}
            name="occasion"
            render={({ field }) => (
              <Field label={t('form.occasion')} required validationMessage={errors.occasion?.message}>
                <Select
                  value={field.value}
                  onChange={(_, data) => {
                    field.onChange(data.value);
                    retitle(data.value as CelebrationKind, firstRecipient);
                  }}
                  onBlur={field.onBlur}
                >
                  {occasions.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`occasions.${kind}`)}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
          />
          <Controller
            control={control}
            name="deliverOn"
            render={({ field }) => (
              <Field
                label={t('form.deliverOn')}
                hint={t('form.deliverOnHint')}
                required
                validationMessage={errors.deliverOn?.message}
              >
                <Input
                  type="date"
                  min={today}
                  value={field.value}
                  onChange={(_, data) => field.onChange(data.value)}
                  onBlur={field.onBlur}
                />
              </Field>
            )}
          />
        </div>
        <Controller
          control={control}
          name="title"
          render={({ field }) => (
            <Field label={t('form.title')} required validationMessage={errors.title?.message}>
              <Input
                value={field.value}
                maxLength={cardTitleMaxLength}
                onChange={(_, data) => field.onChange(data.value)}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="background"
          render={({ field }) => (
            <BackgroundPicker
              value={field.value}
              onChange={field.onChange}
              error={errors.background?.message}
            />
          )}
        />
        {card ? (
          <RouterLink to={`/card/${card.id}/contributors`}>{t('form.manageContributors')}</RouterLink>
        ) : (
          <Controller
            control={control}
            name="contributors"
            render={({ field }) => (
              <MemberPicker
                label={t('form.contributors')}
                hint={t('form.contributorsHint')}
                placeholder={t('form.contributorsPlaceholder')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.contributors?.message}
                exclude={new Set(firstRecipient ? [firstRecipient.id] : [])}
              />
            )}
          />
        )}
        <div className={styles.actions}>
          <SubmitButton submitting={isSubmitting}>{card ? t('form.save') : t('form.create')}</SubmitButton>
          <Button onClick={() => void navigate(card ? `/card/${card.id}` : '/celebrate/cards/all')}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
