import { Dropdown, Field, Option, Text } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AwardType } from '#shared/contract/award';
import { FormDialog, FormDialogBody } from '../../../components/form-dialog.tsx';
import { RecipientsPicker } from '../../../components/recipients-picker.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useSendAward } from '../api/award-queries.ts';
import { applyAwardFieldErrors, awardErrorMessage } from '../model/award-errors.ts';
import { type SendAwardForm, sendAwardBody, sendAwardForm, sendToOf } from '../model/award-forms.ts';
import { LimitedTextarea } from './limited-textarea.tsx';
import { SpendPreview } from './spend-preview.tsx';
import { WholeNumberInput } from './whole-number-input.tsx';

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
  return <SendAwardFormDialog types={types} initialTypeId={typeId} onClose={onClose} />;
}

function SendAwardFormDialog(props: { types: AwardType[]; initialTypeId: string; onClose: () => void }) {
  const { types, initialTypeId, onClose } = props;
  const { t } = useTranslation('award');
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
      const renamed = { from: 'sendTo', to: 'recipients' } as const;
      if (!applyAwardFieldErrors(error, setError, ['amount', 'message'], renamed)) {
        toasts.error(awardErrorMessage(error, t));
      }
    }
  });

  return (
    <FormDialog onClose={onClose} aria-label={t('send.title', { name: type.name })}>
      <FormDialogBody
        title={t('send.title', { name: type.name })}
        onSubmit={onSubmit}
        onClose={onClose}
        cancel={{ label: t('cancel'), onClick: onClose }}
        submit={{ label: t('send.submit'), submitting: isSubmitting, submittingLabel: t('send.sending') }}
      >
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
              label={t('send.recipients.label')}
            />
          )}
        />
        {amountEditable(type) ? (
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <Field label={t('send.amount')} required validationMessage={errors.amount?.message}>
                <WholeNumberInput {...field} />
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
              {...field}
              label={t('send.message')}
              placeholder={t('send.messagePlaceholder')}
              error={errors.message?.message}
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
      </FormDialogBody>
    </FormDialog>
  );
}
