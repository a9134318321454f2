import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AwardType } from '#shared/contract/award';
import { RecipientsPicker } from '../../../components/recipients-picker.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { applyServerErrors, formResolver, serverFieldMessage } from '../../../lib/form-errors.ts';
import { useSendAward } from '../api/award-queries.ts';
import { awardErrorMessage } from '../model/award-errors.ts';
import {
  parseAmount,
  type SendAwardForm,
  sendAwardBody,
  sendAwardForm,
  sendToOf,
} from '../model/award-forms.ts';
import { LimitedTextarea } from './limited-textarea.tsx';
import { SpendPreview } from './spend-preview.tsx';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The amount can be chosen only when the type does not fix it and a bank pays for it (001 §5). */
export const amountEditable = (type: Pick<AwardType, 'pointsLocked' | 'budgetItemId'>) =>
  !type.pointsLocked && type.budgetItemId !== null;

/**
 * The send-award dialog (001 §2, §5): the award, its recipients (members and teams), the points
 * per recipient (fixed when the type locks them), the message (up to 1000 characters) and the
 * spend preview from the type's point bank.
 */
export function SendAwardDialog(props: { types: AwardType[]; typeId: string | null; onClose: () => void }) {
  const { types, typeId, onClose } = props;
  if (typeId === null) return null;
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <SendAwardSurface types={types} initialTypeId={typeId} onClose={onClose} />
    </Dialog>
  );
}

function SendAwardSurface(props: { types: AwardType[]; initialTypeId: string; onClose: () => void }) {
  const { types, initialTypeId, onClose } = props;
  const { t } = useTranslation('awards');
  const styles = useStyles();
  const toasts = useToasts();
  const send = useSendAward();
  const initial = types.find((type) => type.id === initialTypeId) ?? types[0];
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SendAwardForm & { awardTypeId: string }>({
    resolver: formResolver(sendAwardForm) as never,
    defaultValues: {
      awardTypeId: initial?.id ?? '',
      recipients: [],
      amount: initial?.points ?? 0,
      message: '',
    },
  });
  const [awardTypeId, recipients, amount] = watch(['awardTypeId', 'recipients', 'amount']);
  const type = types.find((candidate) => candidate.id === awardTypeId) ?? initial;
  // A locked type (or one without a bank) sends its own amount, whatever the field held.
  useEffect(() => {
    if (type && !amountEditable(type)) setValue('amount', type.points);
  }, [type, setValue]);
  if (!type) return null;

  const onSubmit = handleSubmit(async (form) => {
    try {
      await send.mutateAsync(sendAwardBody(type.id, sendAwardForm.parse(form)));
      toasts.success(t('send.sent'));
      onClose();
    } catch (error) {
      const mapped = applyServerErrors(error, setError, ['amount', 'message']);
      const sendTo = serverFieldMessage(error, 'sendTo');
      if (sendTo) setError('recipients', { type: 'server', message: sendTo });
      if (!mapped && !sendTo) toasts.error(awardErrorMessage(error, t));
    }
  });

  return (
    <DialogSurface aria-label={t('send.title', { name: type.name })}>
      <form onSubmit={onSubmit} noValidate>
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('close')}
                icon={<Dismiss24Regular />}
                onClick={onClose}
              />
            }
          >
            {t('send.title', { name: type.name })}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {types.length > 1 ? (
              <Controller
                control={control}
                name="awardTypeId"
                render={({ field }) => (
                  <Field label={t('send.award')} required>
                    <Dropdown
                      value={type.name}
                      selectedOptions={[field.value]}
                      placeholder={t('send.awardPlaceholder')}
                      onOptionSelect={(_, data) => {
                        const next = types.find((candidate) => candidate.id === data.optionValue);
                        if (!next) return;
                        field.onChange(next.id);
                        setValue('amount', next.points);
                      }}
                    >
                      {types.map((candidate) => (
                        <Option key={candidate.id} value={candidate.id}>
                          {candidate.name}
                        </Option>
                      ))}
                    </Dropdown>
                  </Field>
                )}
              />
            ) : null}
            <Controller
              control={control}
              name="recipients"
              render={({ field }) => (
                <RecipientsPicker
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.recipients?.message}
                  labels={{
                    label: t('send.recipients.label'),
                    placeholder: t('send.recipients.placeholder'),
                    members: t('send.recipients.members'),
                    teams: t('send.recipients.teams'),
                    noResults: t('noResults'),
                    remove: (name) => t('send.recipients.remove', { name }),
                    teamMembers: (count) => t('send.recipients.teamMembers', { count }),
                  }}
                />
              )}
            />
            {amountEditable(type) ? (
              <Controller
                control={control}
                name="amount"
                render={({ field }) => (
                  <Field label={t('send.amount')} required validationMessage={errors.amount?.message}>
                    <Input
                      name={field.name}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      step={1}
                      value={field.value === null || field.value === undefined ? '' : String(field.value)}
                      onChange={(_, data) => field.onChange(parseAmount(data.value))}
                      onBlur={field.onBlur}
                    />
                  </Field>
                )}
              />
            ) : (
              <Text>
                {type.points > 0 ? t('send.amountLocked', { count: type.points }) : t('member.noPoints')}
              </Text>
            )}
            <Controller
              control={control}
              name="message"
              render={({ field }) => (
                <LimitedTextarea
                  ref={field.ref}
                  name={field.name}
                  label={t('send.message')}
                  placeholder={t('send.messagePlaceholder')}
                  value={field.value}
                  error={errors.message?.message}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                />
              )}
            />
            {type.budgetItemId ? (
              <SpendPreview
                awardTypeId={type.id}
                bankName={type.pointsBankName}
                amount={typeof amount === 'number' && Number.isInteger(amount) && amount >= 0 ? amount : 0}
                sendTo={sendToOf(recipients)}
              />
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              {t('cancel')}
            </Button>
            <SubmitButton submitting={isSubmitting} submittingLabel={t('send.sending')}>
              {t('send.submit')}
            </SubmitButton>
          </DialogActions>
        </DialogBody>
      </form>
    </DialogSurface>
  );
}
