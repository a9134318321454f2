import {
  Badge,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type CreateEmailDomainRequest,
  createEmailDomainRequest,
  type EmailDomain,
} from '#shared/contract/email-domains';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CopyField } from '../../../components/copy-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { down } from '../../../lib/breakpoints.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formResolver } from '../../../lib/form-resolver.ts';
import { useDates } from '../../../lib/use-dates.ts';
import {
  securityQueries,
  useAddEmailDomain,
  useRemoveEmailDomain,
  useVerifyEmailDomain,
} from '../api/security-queries.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  add: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  addField: { flexGrow: 1, minWidth: '220px', maxWidth: '420px' },
  // Beside the field, level with the input below its label; under it on a phone.
  addButton: { marginTop: '26px', [down('sm')]: { marginTop: 0 } },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0 },
  item: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  domain: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  actions: { marginLeft: 'auto', display: 'flex', gap: tokens.spacingHorizontalS },
  record: { fontFamily: tokens.fontFamilyMonospace },
});

/**
 * Verified e-mail domains (issue 25): the only addresses the organization's identity provider may
 * sign in and its SCIM client may provision. A domain is added as pending, with the DNS TXT
 * record to publish; Verify looks the record up now (docs/security.md, "Verified domains").
 */
export function EmailDomains() {
  const { t } = useTranslation('security');
  const styles = useStyles();
  const toasts = useToasts();
  const list = useQuery(securityQueries.domains());
  const remove = useRemoveEmailDomain();
  const [removing, setRemoving] = useState<EmailDomain | null>(null);

  const runRemove = async (domain: EmailDomain) => {
    try {
      await remove.mutateAsync(domain.id);
      toasts.success(t('domains.removed', { domain: domain.domain }));
      setRemoving(null);
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };

  const rows = list.data?.results ?? [];
  return (
    <section className={styles.section} aria-labelledby="security-domains">
      <Subtitle2 as="h2" id="security-domains">
        {t('domains.title')}
      </Subtitle2>
      <Text>{t('domains.intro')}</Text>
      <AddDomain />
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <Text role="alert">{t('domains.loadFailed')}</Text>
      ) : rows.length === 0 ? (
        <Text>{t('domains.none')}</Text>
      ) : (
        <ul className={styles.list} aria-label={t('domains.title')}>
          {rows.map((domain) => (
            <DomainItem key={domain.id} domain={domain} onRemove={() => setRemoving(domain)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('domains.removeTitle', { domain: removing?.domain ?? '' })}
        body={t('domains.removeBody')}
        confirm={t('domains.remove')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void runRemove(removing)}
      />
    </section>
  );
}

function AddDomain() {
  const { t } = useTranslation('security');
  const styles = useStyles();
  const toasts = useToasts();
  const add = useAddEmailDomain();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<CreateEmailDomainRequest>({
    resolver: formResolver(createEmailDomainRequest),
    // Judged when added (then as typed): one field that empties after each add, so leaving it
    // empty is no mistake to point out.
    defaultValues: { domain: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    try {
      const created = await add.mutateAsync(body);
      toasts.success(t('domains.added', { domain: created.domain }));
    } catch (error) {
      // Said under the field (a duplicate, a malformed domain), where the person corrects it.
      setError('domain', { message: errorMessage(error, t) });
    }
  });
  // Emptied once the submit has settled (react-hook-form ignores a reset during its own submit);
  // a refused domain stays in the field to be corrected.
  useEffect(() => {
    if (isSubmitSuccessful) reset();
  }, [isSubmitSuccessful, reset]);
  return (
    <form className={styles.add} onSubmit={onSubmit} noValidate>
      <Field
        className={styles.addField}
        label={t('domains.domainLabel')}
        hint={t('domains.domainHint')}
        validationMessage={errors.domain?.message}
      >
        {/* Controlled: Fluent's Input keeps its own value, so only a controlled field empties on reset. */}
        <Controller
          name="domain"
          control={control}
          render={({ field }) => (
            <Input
              ref={field.ref}
              name={field.name}
              value={field.value}
              onChange={(_, data) => field.onChange(data.value)}
              onBlur={field.onBlur}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        />
      </Field>
      <SubmitButton className={styles.addButton} submitting={isSubmitting}>
        {t('domains.add')}
      </SubmitButton>
    </form>
  );
}

function DomainItem({ domain, onRemove }: { domain: EmailDomain; onRemove: () => void }) {
  const { t } = useTranslation('security');
  const styles = useStyles();
  const toasts = useToasts();
  const dates = useDates();
  const verify = useVerifyEmailDomain();
  const verified = domain.status === 'verified';

  const runVerify = async () => {
    try {
      const checked = await verify.mutateAsync(domain.id);
      if (checked.status === 'verified') toasts.success(t('domains.verified', { domain: domain.domain }));
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };
  return (
    <li className={styles.item} aria-label={domain.domain}>
      <div className={styles.head}>
        <Text className={styles.domain}>{domain.domain}</Text>
        <Badge appearance="tint" color={verified ? 'success' : 'warning'}>
          {verified ? t('domains.statusVerified') : t('domains.statusPending')}
        </Badge>
        <div className={styles.actions}>
          {verified ? null : (
            <SubmitButton
              type="button"
              appearance="primary"
              submitting={verify.isPending}
              submittingLabel={t('domains.verifying')}
              onClick={() => void runVerify()}
              aria-label={t('domains.verifyOf', { domain: domain.domain })}
            >
              {t('domains.verify')}
            </SubmitButton>
          )}
          <Button onClick={onRemove} aria-label={t('domains.removeOf', { domain: domain.domain })}>
            {t('domains.remove')}
          </Button>
        </div>
      </div>
      {verified && domain.verifiedAt ? (
        <Text size={200}>{t('domains.verifiedOn', { date: dates.dateTime(domain.verifiedAt) })}</Text>
      ) : (
        <>
          <Text size={200}>{t('domains.instructions')}</Text>
          <CopyField label={t('domains.recordName')} value={domain.recordName} monospace />
          <CopyField label={t('domains.recordValue')} value={domain.recordValue} monospace />
          {domain.lastCheckError ? (
            <MessageBar intent="warning" role="status">
              <MessageBarBody>
                {t(`domains.checkError.${domain.lastCheckError}`, { name: domain.recordName })}
              </MessageBarBody>
            </MessageBar>
          ) : null}
        </>
      )}
    </li>
  );
}
