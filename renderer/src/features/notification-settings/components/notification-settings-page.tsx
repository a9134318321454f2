import {
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Spinner,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  notificationChannels,
  type RecognitionDigest,
  recognitionDigests,
  type TenantNotificationDefaults,
} from '#shared/contract/notifications';
import { Page } from '../../../components/page.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useUnsavedChangesPrompt } from '../../../components/unsaved-changes.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { notificationSettingsQueries, useSaveTenantDefaults } from '../api/notification-settings-queries.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0 },
});

/** /notifications (000 §2 Platform set up): for members holding recognitionApp manageNotificationSettings. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('notification-settings');
  const apps = useApps();
  const allowed = useHolds(['recognitionApp', 'manageNotificationSettings']);
  const defaults = useQuery({ ...notificationSettingsQueries.tenantDefaults(), enabled: allowed });
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return (
    <Page title={t('title')} width={600}>
      <Text as="p">{t('intro')}</Text>
      {defaults.isError ? (
        <Text role="alert">{t('loadFailed')}</Text>
      ) : defaults.data ? (
        <DefaultsForm saved={defaults.data} />
      ) : (
        <Spinner label={t('loading')} />
      )}
    </Page>
  );
}

function DefaultsForm({ saved }: { saved: TenantNotificationDefaults }) {
  const { t } = useTranslation('notification-settings');
  const styles = useStyles();
  const toasts = useToasts();
  const save = useSaveTenantDefaults();
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting, isDirty },
  } = useForm<TenantNotificationDefaults>({ defaultValues: saved });
  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values));
      toasts.success(t('saved'));
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('title')}>
      <section className={styles.section} aria-labelledby="notification-defaults-channels">
        <Text
          as="h2"
          id="notification-defaults-channels"
          size={500}
          weight="semibold"
          className={styles.heading}
        >
          {t('channels.title')}
        </Text>
        <Text>{t('channels.hint')}</Text>
        {notificationChannels.map((channel) => (
          <Controller
            key={channel}
            control={control}
            name={channel}
            render={({ field }) => (
              <Switch
                label={t(`channels.${channel}`)}
                checked={field.value}
                disabled={isSubmitting}
                onChange={(_, data) => field.onChange(data.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </section>
      <section className={styles.section} aria-labelledby="notification-defaults-digest">
        <Text
          as="h2"
          id="notification-defaults-digest"
          size={500}
          weight="semibold"
          className={styles.heading}
        >
          {t('digest.title')}
        </Text>
        <Controller
          control={control}
          name="digest"
          render={({ field }) => (
            <Field label={t('digest.label')} hint={t('digest.hint')}>
              <RadioGroup
                value={field.value}
                disabled={isSubmitting}
                onChange={(_, data) => field.onChange(data.value as RecognitionDigest)}
                onBlur={field.onBlur}
              >
                {recognitionDigests.map((digest) => (
                  <Radio key={digest} value={digest} label={t(`digest.${digest}`)} />
                ))}
              </RadioGroup>
            </Field>
          )}
        />
      </section>
      <div>
        <SubmitButton submitting={isSubmitting}>{t('save')}</SubmitButton>
      </div>
    </form>
  );
}
