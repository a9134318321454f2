import { Button, makeStyles, Spinner, Switch, Text, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular, Sparkle20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PointsExceptionBody } from '#shared/contract/points';
import { recipientsPreview, recognitionMessageMaxLength } from '#shared/contract/recognition';
import { messageTextLength } from '#shared/message-html';
import { AttachmentsField, type FormAttachment } from '../../../components/attachments-field.tsx';
import { randomAnimation } from '../../../components/celebration-overlay.tsx';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { ChosenGifPreview, GifButton } from '../../../components/gif-picker.tsx';
import { RecipientsPicker } from '../../../components/recipients-picker.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { apiClient } from '../../../lib/api-client.ts';
import { issueMessage } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { sessionQueries } from '../../../lib/session/queries.ts';
import { useHolds } from '../../../lib/session/use-permissions.ts';
import { uploadMedia } from '../../../lib/upload-media.ts';
import { recognitionQueries, useRefine, useSaveRecognition } from '../api/recognition-queries.ts';
import { htmlToText, textToHtml } from '../model/message-text.ts';
import { fittingAmount, maxPerRecipient } from '../model/points.ts';
import {
  canSaveDraft,
  emptyForm,
  type RecognitionForm,
  recognitionFormSchema,
  toPayload,
} from '../model/recognition-form.ts';
import { classifySendError } from '../model/send-errors.ts';
import { ExceptionsStep } from './exceptions-step.tsx';
import { MessageEditor } from './message-editor.tsx';
import { PointsPicker } from './points-picker.tsx';
import { QualitiesPicker } from './qualities-picker.tsx';
import { ScheduleStep } from './schedule-step.tsx';
import { SendButton } from './send-button.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  footer: {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    position: 'sticky',
    bottom: 0,
    paddingBlock: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  waiting: { color: tokens.colorNeutralForeground3, marginInlineEnd: 'auto' },
});

export type SendStep = 'compose' | 'schedule' | 'exceptions';

type Pending = { scheduledAt: string | null };

/**
 * The send view (001 §2, §4): compose, then optionally "Schedule send", and "Point exceptions"
 * when the server adjusted the points. `initial` is a draft being edited.
 */
export function SendView(props: {
  editId: string | null;
  initial: RecognitionForm | null;
  initialScheduledAt: string | null;
  onStepChange: (step: SendStep) => void;
  step: SendStep;
  onDirtyChange: (dirty: boolean) => void;
  onDone: (to: string, state?: unknown) => void;
}) {
  const { editId, initial, step, onStepChange } = props;
  const { t } = useTranslation('recognition');
  const styles = useStyles();
  const toasts = useToasts();
  const canSendPoints = useHolds(['pointsApp', 'sendPoints']);
  const canSchedule = useHolds(['recognitionApp', 'scheduleRecognition']);
  const canRefine = useHolds(['refinementApp', 'refineRecognition']);
  const { data: me } = useQuery(sessionQueries.ownMember());
  const { data: values = [], isPending: valuesPending } = useQuery(recognitionQueries.values());
  const { data: accounts } = useQuery({ ...recognitionQueries.myAccounts(), enabled: canSendPoints });
  const allocation = accounts?.find((account) => account.type === 'allocation');
  const showPoints = canSendPoints && !!allocation && !allocation.lockedAt;
  const balance = allocation?.balance ?? 0;
  const { data: valueSettings } = useQuery(recognitionQueries.valueSettings());
  // The picker shows whenever there are qualities; choosing one is required when the admin says so.
  const hasQualities = values.some((value) => value.qualities.length > 0);
  const qualitiesRequired = hasQualities && (valueSettings?.qualitiesRequired ?? true);
  const save = useSaveRecognition();
  const refine = useRefine();
  const [exceptions, setExceptions] = useState<(PointsExceptionBody['details'] & Pending) | null>(null);
  const [rootError, setRootError] = useState<string | null>(null);
  const [original, setOriginal] = useState<RecognitionForm['message'] | null>(null);
  const [gifFocus, setGifFocus] = useState<'add' | 'remove' | null>(null);
  const [leave, setLeave] = useState<{ to: string; state?: unknown } | null>(null);
  const sessionId = useMemo(() => crypto.randomUUID(), []);
  const waitingForId = useId();

  // The rules depend on the balance and the recipients, which change as the person types.
  const rules = useRef({ maxPerRecipient: 1000, qualitiesRequired: false, showPoints: false });
  const resolver: Resolver<RecognitionForm> = (values, context, options) => {
    const schema = recognitionFormSchema(rules.current);
    const resolve = formResolver(rules.current.showPoints ? schema : schema.omit({ amount: true }));
    return resolve(values, context, options as never) as ReturnType<Resolver<RecognitionForm>>;
  };
  // A field says what is wrong once it changed; what Send still waits for stands beside it from
  // the start (below). Validating on blur too ('all') put "Select a recipient" above the toolbar
  // as the pointer went down on "Add GIF", moving the button from under it: the click was lost.
  const form = useForm<RecognitionForm>({
    mode: 'onChange',
    resolver,
    defaultValues: initial ?? emptyForm(),
  });
  const { control, watch, setValue, getValues, getFieldState, setError, reset, trigger, formState } = form;
  const { isDirty, isSubmitting, errors } = formState;
  // The counter counts what the person typed (a line break one character, `&` one), with the
  // function the server's limit uses on the HTML sent.
  const messageLimit = useCharacterLimit(
    messageTextLength(textToHtml(watch('message'), watch('mentions'))),
    recognitionMessageMaxLength,
    errors.message?.message,
  );
  const recipients = watch('recipients');
  const sendTo = recipients.map(({ id, type }) => ({ id, type }));
  const hasTeams = recipients.some((recipient) => recipient.type === 'team');
  const { data: previewCount } = useQuery({
    queryKey: [...queryKeys.recognition.recipients, 'preview', sendTo],
    queryFn: async () =>
      recipientsPreview.parse((await apiClient.post('/recognition/recipients/preview', { sendTo })).data)
        .recipientCount,
    enabled: hasTeams,
  });
  const recipientCount = hasTeams ? (previewCount ?? recipients.length) : recipients.length;
  rules.current = {
    maxPerRecipient: maxPerRecipient(balance, recipientCount),
    qualitiesRequired,
    showPoints,
  };

  // A custom amount that no longer fits (recipients added, balance loaded) falls back to the
  // largest preset that does (001 §4); an amount already checked is checked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rules' inputs change, not on every keystroke
  useEffect(() => {
    if (!showPoints) return;
    const amount = getValues('amount');
    if (amount !== null && amount <= 1000) {
      const fitted = fittingAmount(amount, balance, recipientCount);
      if (fitted !== amount) setValue('amount', fitted, { shouldValidate: true, shouldDirty: true });
    }
    if (getFieldState('amount').isDirty) void trigger('amount');
  }, [balance, recipientCount, showPoints]);

  // Validity for the send button, under the rules of this render (the resolver's last run may
  // have used the previous recipients or balance).
  const schema = recognitionFormSchema(rules.current);
  const check = (rules.current.showPoints ? schema : schema.omit({ amount: true })).safeParse(watch());
  const valid = check.success;
  // Beside a disabled Send, the first thing it waits for that no field shows yet (a field shows
  // its message once the person has left it), in the words the field itself uses.
  const unshown = check.success
    ? undefined
    : check.error.issues.find((issue) => !errors[String(issue.path[0]) as keyof RecognitionForm]);
  const waitingFor = unshown ? issueMessage(unshown) : null;

  const busy = isSubmitting || save.isPending;
  useUnsavedChangesPrompt(isDirty && !leave);
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const { onDone } = props;
  useEffect(() => {
    if (leave && !isDirty) onDone(leave.to, leave.state);
  }, [leave, isDirty, onDone]);

  const submit = async (status: 'draft' | 'published', pending: Pending, ignoreExceptions = false) => {
    setRootError(null);
    const values = getValues();
    try {
      await save.mutateAsync({
        id: editId,
        body: toPayload(values, {
          status,
          scheduledAt: pending.scheduledAt,
          ignoreExceptions,
          sendPoints: showPoints,
        }),
      });
    } catch (error) {
      const failure = classifySendError(error);
      if (failure.kind === 'exceptions' && status === 'published') {
        setExceptions({ ...failure.details, ...pending });
        onStepChange('exceptions');
        return;
      }
      if (failure.kind === 'fields') {
        onStepChange('compose');
        for (const { field, message } of failure.fields) setError(field, { type: 'server', message });
        setRootError(failure.root);
        return;
      }
      toasts.error(failure.kind === 'toast' && failure.message ? failure.message : t('errors.generic'));
      return;
    }
    reset(getValues());
    if (status === 'draft') {
      toasts.success(t('drafts.saved'));
      setLeave({ to: '/recognition/send/in-progress' });
    } else if (pending.scheduledAt) {
      toasts.success(t('drafts.scheduledToast'));
      setLeave({ to: '/recognition/send/in-progress' });
    } else {
      setLeave({ to: '/home', state: { celebrate: randomAnimation() } });
    }
  };

  const send = form.handleSubmit(() => submit('published', { scheduledAt: null }));
  const openSchedule = async () => {
    if (await trigger()) onStepChange('schedule');
  };

  const attachments = watch('attachments');
  const setAttachments = (next: (items: FormAttachment[]) => FormAttachment[]) =>
    setValue('attachments', next(getValues('attachments')), { shouldDirty: true, shouldValidate: true });

  if (step === 'schedule') {
    return (
      <ScheduleStep
        initial={props.initialScheduledAt}
        submitting={busy}
        onBack={() => onStepChange('compose')}
        onSchedule={(scheduledAt) => void submit('published', { scheduledAt })}
      />
    );
  }
  if (step === 'exceptions' && exceptions) {
    return (
      <ExceptionsStep
        details={exceptions}
        submitting={busy}
        onBack={() => onStepChange('compose')}
        onContinue={() => void submit('published', { scheduledAt: exceptions.scheduledAt }, true)}
      />
    );
  }

  const message = watch('message');
  const draftable = canSaveDraft({ recipients, message }, isDirty);

  return (
    <form className={styles.form} noValidate onSubmit={send}>
      <ErrorBar announce={false}>{rootError}</ErrorBar>
      <Controller
        control={control}
        name="recipients"
        render={({ field, fieldState }) => (
          <RecipientsPicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            initialFocus
            label={t('recipients.label')}
          />
        )}
      />
      <Controller
        control={control}
        name="message"
        render={({ field }) => (
          <MessageEditor
            value={field.value}
            mentions={watch('mentions')}
            selfId={me?.id ?? ''}
            disabled={refine.isPending}
            onChange={(text, mentions) => {
              field.onChange(text);
              setValue('mentions', mentions);
            }}
            onBlur={field.onBlur}
            error={messageLimit.validationMessage}
            hint={messageLimit.hint}
            extra={
              canRefine ? (
                <>
                  <Button
                    appearance="subtle"
                    icon={refine.isPending ? <Spinner size="tiny" /> : <Sparkle20Regular />}
                    disabled={!message.trim() || refine.isPending}
                    onClick={async () => {
                      try {
                        const result = await refine.mutateAsync({ message, sessionId });
                        setOriginal(message);
                        const refined = /<[a-z][\s\S]*>/i.test(result.output)
                          ? htmlToText(result.output).text
                          : result.output;
                        setValue('message', refined, { shouldDirty: true, shouldValidate: true });
                        setValue('refinementId', result.refinementId);
                      } catch (error) {
                        const failure = classifySendError(error);
                        toasts.error(
                          failure.kind === 'toast' && failure.message ? failure.message : t('errors.generic'),
                        );
                      }
                    }}
                  >
                    {refine.isPending ? t('refine.running') : t('refine.action')}
                  </Button>
                  {original !== null ? (
                    <Button
                      appearance="subtle"
                      icon={<ArrowUndo20Regular />}
                      onClick={() => {
                        const id = getValues('refinementId');
                        if (id)
                          void apiClient
                            .delete(`/refinement/refinements/${encodeURIComponent(id)}`)
                            .catch(() => {});
                        setValue('message', original, { shouldDirty: true, shouldValidate: true });
                        setValue('refinementId', null);
                        setOriginal(null);
                      }}
                    >
                      {t('refine.undo')}
                    </Button>
                  ) : null}
                </>
              ) : null
            }
          />
        )}
      />
      <AttachmentsField
        items={attachments}
        onChange={setAttachments}
        upload={(file) => uploadMedia('/recognition/uploads/recognition', file)}
      />
      <Controller
        control={control}
        name="gif"
        render={({ field }) =>
          field.value ? (
            <ChosenGifPreview
              gif={field.value}
              focusOnMount={gifFocus === 'remove'}
              onRemove={() => {
                setGifFocus('add');
                field.onChange(null);
              }}
            />
          ) : (
            <div>
              <GifButton
                focusOnMount={gifFocus === 'add'}
                onPick={(gif) => {
                  setGifFocus('remove');
                  field.onChange(gif);
                }}
              />
            </div>
          )
        }
      />
      {hasQualities ? (
        <Controller
          control={control}
          name="qualityIds"
          render={({ field, fieldState }) => (
            <QualitiesPicker
              values={values}
              selected={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
              required={qualitiesRequired}
            />
          )}
        />
      ) : valuesPending ? (
        <Spinner size="tiny" />
      ) : null}
      <Controller
        control={control}
        name="tenantWide"
        render={({ field }) => (
          <Switch
            checked={field.value}
            onChange={(_, data) => field.onChange(data.checked)}
            label={field.value ? t('visibility.public') : t('visibility.private')}
          />
        )}
      />
      {showPoints ? (
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <PointsPicker
              value={field.value}
              onChange={field.onChange}
              balance={balance}
              recipientCount={recipientCount}
              error={fieldState.error?.message ?? errors.amount?.message}
            />
          )}
        />
      ) : null}
      <div className={styles.footer}>
        {draftable ? (
          <Button disabled={busy} onClick={() => void submit('draft', { scheduledAt: null })}>
            {t('saveDraft')}
          </Button>
        ) : null}
        {waitingFor ? (
          <Text id={waitingForId} size={200} className={styles.waiting} aria-live="polite">
            {waitingFor}
          </Text>
        ) : null}
        <SendButton
          disabled={!valid}
          describedBy={waitingFor ? waitingForId : undefined}
          submitting={busy}
          canSchedule={canSchedule}
          onSend={() => void send()}
          onSchedule={() => void openSchedule()}
        />
      </div>
    </form>
  );
}
