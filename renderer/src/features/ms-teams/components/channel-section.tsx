import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type MsTeamsConnection,
  msTeamsConnectionRequest,
  msTeamsPauseAfterFailures,
} from '#shared/contract/ms-teams';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { msTeamsQueries, useConnectionChange } from '../api/ms-teams-queries.ts';
import { Section } from './section.tsx';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, width: '100%' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  bar: { width: '100%' },
});

type ConnectForm = { webhookUrl: string };

/**
 * The channel public recognitions, awards and announcements are posted to, by its incoming-
 * webhook (Workflows) address: its state, why it was paused, and the form to connect another.
 */
export function ChannelSection() {
  const { t } = useTranslation('ms-teams');
  const styles = useStyles();
  const toasts = useToasts();
  const query = useQuery(msTeamsQueries.connection());
  const change = useConnectionChange();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ConnectForm>({
    resolver: formResolver(msTeamsConnectionRequest),
    defaultValues: { webhookUrl: '' },
  });
  const connection = query.data?.connection ?? null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.connect.mutateAsync(values);
      reset({ webhookUrl: '' });
      toasts.success(t('channel.connected'));
    } catch (error) {
      if (!applyServerErrors(error, setError, ['webhookUrl'])) toasts.error(errorMessage(error, t));
    }
  });
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toasts.success(done);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  return (
    <Section id="teams-channel" title={t('channel.title')}>
      <Text>{t('channel.intro')}</Text>
      {query.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : connection ? (
        <ConnectionState connection={connection} />
      ) : (
        <Text>{t('channel.none')}</Text>
      )}
      {connection?.status === 'paused' ? (
        <Button
          appearance="primary"
          onClick={() => act(() => change.resume.mutateAsync(), t('channel.resumed'))}
        >
          {t('channel.resume')}
        </Button>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Field
          label={connection ? t('channel.newAddress') : t('channel.address')}
          hint={t('channel.addressHint')}
          validationMessage={errors.webhookUrl?.message}
          required
        >
          <Input {...register('webhookUrl')} value={watch('webhookUrl')} type="url" inputMode="url" />
        </Field>
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={isSubmitting}>
            {t('channel.connect')}
          </Button>
          {connection ? (
            <Button onClick={() => act(() => change.disconnect.mutateAsync(), t('channel.disconnected'))}>
              {t('channel.disconnect')}
            </Button>
          ) : null}
        </div>
      </form>
    </Section>
  );
}

function ConnectionState(props: { connection: MsTeamsConnection }) {
  const { connection } = props;
  const { t } = useTranslation('ms-teams');
  const styles = useStyles();
  const dates = useDates();
  return (
    <>
      <Text>
        {t('channel.connectedTo', { host: connection.webhookHost })}{' '}
        {connection.lastDeliveredAt
          ? t('channel.lastDelivered', { date: dates.dateTime(connection.lastDeliveredAt) })
          : t('channel.nothingYet')}
      </Text>
      {connection.pendingPosts > 0 ? (
        <Text>{t('channel.pending', { count: connection.pendingPosts })}</Text>
      ) : null}
      {connection.status === 'paused' ? (
        <MessageBar intent="error" className={styles.bar}>
          <MessageBarBody>
            <MessageBarTitle>{t('channel.pausedTitle')}</MessageBarTitle>
            {t('channel.paused', { count: msTeamsPauseAfterFailures, error: connection.lastError ?? '' })}
          </MessageBarBody>
        </MessageBar>
      ) : connection.lastError ? (
        <MessageBar intent="warning" className={styles.bar}>
          <MessageBarBody>{t('channel.retrying', { error: connection.lastError })}</MessageBarBody>
        </MessageBar>
      ) : null}
    </>
  );
}
