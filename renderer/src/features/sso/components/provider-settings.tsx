import { Field, Select, Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { memberRoles } from '#shared/constants';

export type ProviderSettingsValue = {
  jitEnabled: boolean;
  defaultRole: string;
  ssoOnly: boolean;
  allowIdpInitiated: boolean;
};
export const defaultSettings: ProviderSettingsValue = {
  jitEnabled: true,
  defaultRole: 'employee',
  ssoOnly: false,
  allowIdpInitiated: false,
};

/** The switches of a provider: just-in-time accounts (and their role), SSO only, IdP-initiated. */
export function ProviderSettings(props: {
  value: ProviderSettingsValue;
  onChange: (value: ProviderSettingsValue) => void;
}) {
  const { t } = useTranslation('sso');
  const { value, onChange } = props;
  const builtIn = (memberRoles as readonly string[]).includes(value.defaultRole);
  return (
    <>
      <Switch
        label={t('settings.jitEnabled')}
        checked={value.jitEnabled}
        onChange={(_, data) => onChange({ ...value, jitEnabled: data.checked })}
      />
      {value.jitEnabled ? (
        <Field label={t('settings.defaultRole')} hint={t('settings.defaultRoleHint')}>
          <Select
            value={value.defaultRole}
            onChange={(_, data) => onChange({ ...value, defaultRole: data.value })}
          >
            {memberRoles.map((role) => (
              <option key={role} value={role}>
                {t(`settings.roles.${role}`)}
              </option>
            ))}
            {builtIn ? null : <option value={value.defaultRole}>{t('settings.roles.custom')}</option>}
          </Select>
        </Field>
      ) : null}
      <Switch
        label={t('settings.ssoOnly')}
        checked={value.ssoOnly}
        onChange={(_, data) => onChange({ ...value, ssoOnly: data.checked })}
      />
      <Switch
        label={t('settings.allowIdpInitiated')}
        checked={value.allowIdpInitiated}
        onChange={(_, data) => onChange({ ...value, allowIdpInitiated: data.checked })}
      />
    </>
  );
}
