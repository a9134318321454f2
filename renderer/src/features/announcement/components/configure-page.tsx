import {
  Button,
  Field,
  Input,
  makeStyles,
  Radio,
  RadioGroup,
  Skeleton,
  SkeletonItem,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Eye20Regular, Mail20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  type Announcement,
  announcementTitleMaxLength,
  participationKinds,
} from '#shared/contract/announcement';
import { AttachmentsField, uploadErrorMessage } from '../../../components/attachments-field.tsx';
import { useCharacterLimit } from '../../../components/character-limit.tsx';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { issueMessage } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { lazyWithRetry } from '../../../lib/lazy-with-retry.ts';
import { uploadMedia } from '../../../lib/upload-media.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { announcementQueries, useEmailPreview, useSaveAnnouncement } from '../api/announcement-queries.ts';
import {
  type AnnouncementForm,
  announcementForm,
  emptyForm,
  formFieldOf,
  formOf,
  requestOf,
  type SaveIntent,
} from '../model/announcement-form.ts';
import { AudienceFields } from './audience-fields.tsx';
import { ManageGate } from './manage-gate.tsx';
import { EmailPreviewDialog, PreviewDialog } from './preview-dialogs.tsx';
import { ScheduleFields } from './schedule-fields.tsx';

/** The editor (Tiptap) is its own chunk: the form is drawn while it downloads. */
const RichTextEditor = lazy(async () => ({
  default: (await lazyWithRetry(() => import('./rich-text-editor.tsx'))).RichTextEditor,
}));

/** The announcement upload policy (000 §7, Uploads): attachments, and (inline) images in the body. */
const uploadPath = '/announcement/uploads/announcement';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  actions: {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalS,
  },
  group: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  editorSkeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /announcements/configure: a new announcement. */
export function CreateAnnouncementPage() {
  return (
    <ManageGate>
      <ConfigureForm item={null} />
    </ManageGate>
  );
}

/** /announcements/configure/{id}: an existing one (an archived one is read-only). */
export function EditAnnouncementPage() {
  return (
    <ManageGate>
      <EditLoader />
    </ManageGate>
  );
}

function EditLoader() {
  const { id = '' } = useParams();
  const { t } = useTranslation('announcement');
  const item = useQuery(announcementQueries.one(id));
  if (item.isPending) return <Spinner label={t('loading')} />;
  if (item.isError) {
    return (
      <Page title={t('detail.notFoundTitle')} width={900}>
        <Text role="alert">
          {isApiError(item.error) && item.error.status === 404 ? t('detail.notFound') : t('loadFailed')}
        </Text>
      </Page>
    );
  }
  if (item.data.status === 'archived') {
    return (
      <Page title={t('configure.editTitle')} width={900}>
        <Text role="alert">{t('configure.archived')}</Text>
      </Page>
    );
  }
  return <ConfigureForm item={item.data} />;
}

function ConfigureForm(props: { item: Announcement | null }) {
  const { item } = props;
  const { t } = useTranslation('announcement');
  const styles = useStyles();
  const toasts = useToasts();
  const navigate = useNavigate();
  const save = useSaveAnnouncement();
  const emailPreview = useEmailPreview();
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  const [savedId, setSavedId] = useState<string | null>(null);
  const [preview, setPreview] = useState<AnnouncementForm | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  // Dates are typed, checked and sent on the member's wall clock, as they are shown.
  const { timeZone } = useDates();
  const resolver = useMemo(() => formResolver(announcementForm(timeZone)), [timeZone]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    getValues,
    trigger,
    watch,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<AnnouncementForm>({
    resolver,
    defaultValues: item ? formOf(item, timeZone) : emptyForm(timeZone),
  });
  useUnsavedChangesPrompt(isDirty && !isSubmitting && !savedId);
  useEffect(() => {
    if (savedId) void navigate(`/announcements/${savedId}`);
  }, [savedId, navigate]);
  const [title, when] = watch(['title', 'when']);
  const titleLimit = useCharacterLimit(
    title.length,
    announcementTitleMaxLength,
    message(errors.title?.message),
  );
  const active = item?.status === 'active';

  /** The form's own rules carry catalog keys; the server's and zod's messages arrive as sentences. */
  function message(text: string | undefined): string | undefined {
    return text?.startsWith('errors.') ? t(text) : text;
  }

  const submit = (chosen: SaveIntent | null) =>
    handleSubmit(async (form) => {
      setIntent(chosen);
      try {
        // A live announcement keeps its start: only its content, audience and end change.
        const { startAt, ...rest } = requestOf(form, chosen, timeZone);
        const body = active ? rest : { ...rest, startAt };
        const saved = await save.mutateAsync({ id: item?.id ?? null, body });
        toasts.success(t(`configure.saved.${chosen ?? 'changes'}`));
        setSavedId(saved.id);
      } catch (error) {
        if (!applyErrors(error)) toasts.error(errorMessage(error, t));
      }
    });

  const applyErrors = (error: unknown) => {
    if (!isApiError(error) || error.errorName !== 'ValidationError') return false;
    let applied = false;
    for (const detail of error.details) {
      const field = formFieldOf(detail.path);
      if (!field) continue;
      setError(field, { type: 'server', message: issueMessage(detail) });
      applied = true;
    }
    return applied;
  };

  const openEmailPreview = async () => {
    if (!(await trigger('title'))) return;
    const form = getValues();
    setEmailOpen(true);
    emailPreview.mutate(
      {
        title: form.title,
        body: form.body,
        attachments: requestOf(form, null, timeZone).attachments,
        participation: form.participation,
      },
      { onError: (error) => applyErrors(error) },
    );
  };

  return (
    <Page title={item ? t('configure.editTitle') : t('configure.createTitle')} width={900}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit(active ? null : when === 'later' ? 'scheduled' : 'active')();
        }}
      >
        <Field
          label={t('configure.titleLabel')}
          hint={titleLimit.hint}
          validationMessage={titleLimit.validationMessage}
          required
        >
          <Input {...register('title')} value={title} />
        </Field>
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <Suspense
              fallback={
                <Skeleton aria-label={t('editor.loading')} className={styles.editorSkeleton}>
                  <SkeletonItem size={16} style={{ width: '30%' }} />
                  <SkeletonItem size={128} />
                </Skeleton>
              }
            >
              <RichTextEditor
                label={t('configure.bodyLabel')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={message(errors.body?.message)}
                hint={t('configure.bodyHint')}
                uploadImage={async (file) => (await uploadMedia(uploadPath, file, { inline: true })).url}
                onUploadError={(error) => toasts.error(uploadErrorMessage(error))}
              />
            </Suspense>
          )}
        />
        <Controller
          control={control}
          name="attachments"
          render={({ field }) => (
            <AttachmentsField
              items={field.value}
              onChange={(update) => field.onChange(update(getValues('attachments')))}
              upload={(file) => uploadMedia(uploadPath, file)}
              label={t('attachments.label')}
              error={message(errors.attachments?.message)}
            />
          )}
        />
        {active ? (
          <Text className={styles.muted}>{t('configure.activeNote')}</Text>
        ) : (
          <ScheduleFields control={control} errors={errors} message={message} timeZone={timeZone} />
        )}
        <AudienceFields control={control} errors={errors} message={message} />
        <Controller
          control={control}
          name="participation"
          render={({ field }) => (
            <Field label={t('configure.participation')} hint={t('configure.participationHint')}>
              <RadioGroup value={field.value} onChange={(_, data) => field.onChange(data.value)}>
                {participationKinds.map((kind) => (
                  <Radio key={kind} value={kind} label={t(`configure.participationKinds.${kind}`)} />
                ))}
              </RadioGroup>
            </Field>
          )}
        />
        <div className={styles.actions}>
          <div className={styles.group}>
            <Button icon={<Eye20Regular />} onClick={() => setPreview(getValues())}>
              {t('configure.preview')}
            </Button>
            <Button icon={<Mail20Regular />} onClick={() => void openEmailPreview()}>
              {t('configure.emailPreview')}
            </Button>
          </div>
          <div className={styles.group}>
            {active ? null : (
              <SubmitButton
                type="button"
                appearance="secondary"
                submitting={isSubmitting && intent === 'draft'}
                disabled={isSubmitting}
                onClick={() => void submit('draft')()}
              >
                {t('configure.saveDraft')}
              </SubmitButton>
            )}
            <SubmitButton submitting={isSubmitting && intent !== 'draft'} disabled={isSubmitting}>
              {active
                ? t('configure.saveChanges')
                : when === 'later'
                  ? t('configure.schedule')
                  : t('configure.publish')}
            </SubmitButton>
          </div>
        </div>
      </form>
      <PreviewDialog form={preview} onClose={() => setPreview(null)} />
      <EmailPreviewDialog
        open={emailOpen}
        pending={emailPreview.isPending}
        failed={emailPreview.isError}
        email={emailPreview.data}
        onClose={() => setEmailOpen(false)}
      />
    </Page>
  );
}
