import {
  Button,
  Field,
  Input,
  makeStyles,
  Spinner,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { SamlProvider } from '#shared/contract/saml';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { serverFieldMessage } from '../../../lib/form-errors.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { ssoQueries, useDeleteSamlProvider, useUpdateSamlProvider } from '../api/sso-queries.ts';
import { useFormStyles } from './add-sso-page.tsx';
import { emptySource, MetadataSource, sourceBody } from './metadata-source.tsx';
import { ProviderSettings } from './provider-settings.tsx';
import { SpDetails } from './sp-details.tsx';

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  mono: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** /tenant/security/sso/{id}: one provider's details, settings, metadata refresh and removal. */
export default function SsoProviderPage() {
  const { t } = useTranslation('sso');
  const { id = '' } = useParams();
  const apps = useApps();
  const allowed = useHolds(['identityApp', 'browse']);
  const provider = useQuery({ ...ssoQueries.one(id), enabled: allowed });
  if (apps.isPending || (allowed && provider.isPending)) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  if (!provider.data) {
    return (
      <Page title={t('provider.notFoundTitle')} width={900}>
        <Text role="alert">{t('provider.notFound')}</Text>
        <RouterLink to="/tenant/security">{t('back')}</RouterLink>
      </Page>
    );
  }
  return <ProviderEditor key={provider.data.updatedAt} provider={provider.data} />;
}

function ProviderEditor(props: { provider: SamlProvider }) {
  const { t } = useTranslation('sso');
  const dates = useDates();
  const styles = useStyles();
  const formStyles = useFormStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const { provider } = props;
  const update = useUpdateSamlProvider(provider.id);
  const remove = useDeleteSamlProvider(provider.id);
  const [name, setName] = useState(provider.name);
  const [settings, setSettings] = useState({
    jitEnabled: provider.jitEnabled,
    defaultRole: provider.defaultRole,
    ssoOnly: provider.ssoOnly,
    allowIdpInitiated: provider.allowIdpInitiated,
  });
  const [replacing, setReplacing] = useState(false);
  const [source, setSource] = useState({ ...emptySource, url: provider.metadataUrl ?? '' });
  const [confirming, setConfirming] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending || !name.trim()) return;
    try {
      const saved = await update.mutateAsync({
        name: name.trim(),
        ...settings,
        ...(replacing ? sourceBody(source) : {}),
      });
      toasts.success(t('provider.saved', { name: saved.name }));
    } catch (error) {
      if (!serverFieldMessage(error, 'metadataUrl') && !serverFieldMessage(error, 'metadataXml')) {
        toasts.error(errorMessage(error, t, { ConflictError: 'sso:form.duplicate' }));
      }
    }
  };
  const runDelete = async () => {
    try {
      await remove.mutateAsync();
      toasts.success(t('provider.deleted', { name: provider.name }));
      await navigate('/tenant/security');
    } catch (error) {
      toasts.error(errorMessage(error, t));
    }
  };
  const until = (iso: string | null) => (iso ? dates.date(iso) : t('idp.noExpiry'));

  return (
    <Page
      title={provider.name}
      width={900}
      actions={
        <Button icon={<DeleteRegular />} onClick={() => setConfirming(true)}>
          {t('provider.delete')}
        </Button>
      }
    >
      <div className={styles.sections}>
        <SpDetails provider={provider} />
        <section className={styles.section} aria-labelledby="sso-idp">
          <Subtitle2 as="h2" id="sso-idp">
            {t('idp.title')}
          </Subtitle2>
          <Text as="p">
            {t('idp.entityId')}: <span className={styles.mono}>{provider.idpEntityId}</span>
          </Text>
          <Text as="p">
            {t('idp.ssoUrl')}: <span className={styles.mono}>{provider.ssoUrl}</span>
          </Text>
          {provider.certificates.map((cert) => (
            <Text as="p" key={cert.sha256}>
              {t('idp.certificate', { until: until(cert.notAfter) })}:{' '}
              <span className={styles.mono}>{cert.sha256}</span>
            </Text>
          ))}
        </section>
        <form
          className={formStyles.form}
          noValidate
          onSubmit={(event) => void save(event)}
          aria-labelledby="sso-settings"
        >
          <Subtitle2 as="h2" id="sso-settings">
            {t('provider.settings')}
          </Subtitle2>
          <Field
            label={t('form.name')}
            required
            validationMessage={
              name.trim() ? serverFieldMessage(update.error, 'name') : t('form.nameRequired')
            }
          >
            <Input value={name} maxLength={80} onChange={(_, data) => setName(data.value)} />
          </Field>
          <ProviderSettings value={settings} onChange={setSettings} />
          {replacing ? (
            <MetadataSource
              value={source}
              onChange={setSource}
              errors={{
                url: serverFieldMessage(update.error, 'metadataUrl'),
                xml: serverFieldMessage(update.error, 'metadataXml'),
              }}
            />
          ) : (
            <div>
              <Button onClick={() => setReplacing(true)}>{t('provider.replaceMetadata')}</Button>
            </div>
          )}
          <div>
            <SubmitButton
              appearance="primary"
              submitting={update.isPending}
              submittingLabel={t('provider.saving')}
            >
              {t('provider.save')}
            </SubmitButton>
          </div>
        </form>
        <RouterLink to="/tenant/security">{t('back')}</RouterLink>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('provider.deleteTitle')}
        body={t('provider.deleteBody', { name: provider.name })}
        confirm={t('provider.delete')}
        busy={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void runDelete()}
      />
    </Page>
  );
}
