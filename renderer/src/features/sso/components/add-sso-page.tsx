import { Field, Input, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { serverFieldMessage } from '../../../lib/form-errors.ts';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { useCreateSamlProvider } from '../api/sso-queries.ts';
import { emptySource, MetadataSource, sourceBody } from './metadata-source.tsx';
import { defaultSettings, ProviderSettings } from './provider-settings.tsx';

export const useFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** /tenant/security/add-sso: a SAML identity provider from its metadata URL or XML. */
export default function AddSsoPage() {
  const { t } = useTranslation('sso');
  const styles = useFormStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const apps = useApps();
  const allowed = useHolds(['identityApp', 'browse']);
  const create = useCreateSamlProvider();
  const [name, setName] = useState('');
  const [source, setSource] = useState(emptySource);
  const [settings, setSettings] = useState(defaultSettings);
  const [missing, setMissing] = useState<{ name?: string; url?: string; xml?: string }>({});

  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const needed = {
      name: name.trim() ? undefined : t('form.nameRequired'),
      url: source.kind === 'url' && !source.url.trim() ? t('source.urlRequired') : undefined,
      xml: source.kind === 'xml' && !source.xml.trim() ? t('source.xmlRequired') : undefined,
    };
    setMissing(needed);
    if (needed.name || needed.url || needed.xml) return;
    try {
      const created = await create.mutateAsync({ name: name.trim(), ...sourceBody(source), ...settings });
      toasts.success(t('form.added', { name: created.name }));
      await navigate(`/tenant/security/sso/${created.id}`);
    } catch (error) {
      if (!serverFieldMessage(error, 'metadataUrl') && !serverFieldMessage(error, 'metadataXml')) {
        toasts.error(errorMessage(error, t, { ConflictError: 'sso:form.duplicate' }));
      }
    }
  };

  const serverErrors = {
    name: serverFieldMessage(create.error, 'name'),
    url: serverFieldMessage(create.error, 'metadataUrl'),
    xml: serverFieldMessage(create.error, 'metadataXml'),
  };
  return (
    <Page title={t('add.title')} width={900}>
      <Text as="p">{t('add.intro')}</Text>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <Field
          label={t('form.name')}
          hint={t('form.nameHint')}
          required
          validationMessage={missing.name ?? serverErrors.name}
        >
          <Input value={name} maxLength={80} onChange={(_, data) => setName(data.value)} />
        </Field>
        <MetadataSource
          value={source}
          onChange={setSource}
          required
          errors={{ url: missing.url ?? serverErrors.url, xml: missing.xml ?? serverErrors.xml }}
        />
        <ProviderSettings value={settings} onChange={setSettings} />
        <div>
          <SubmitButton
            appearance="primary"
            submitting={create.isPending}
            submittingLabel={t('add.submitting')}
          >
            {t('add.submit')}
          </SubmitButton>
        </div>
      </form>
      <RouterLink to="/tenant/security">{t('back')}</RouterLink>
    </Page>
  );
}
