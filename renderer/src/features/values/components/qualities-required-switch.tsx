import { Field, Switch } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSaveValueSettings, valuesQueries } from '../api/values-queries.ts';

/** The tenant-wide rule: must every recognition name at least one quality (docs/values.md)? */
export function QualitiesRequiredSwitch() {
  const { t } = useTranslation('values');
  const toasts = useToasts();
  const settings = useQuery(valuesQueries.settings());
  const save = useSaveValueSettings();
  const checked = save.isPending ? !!save.variables?.qualitiesRequired : !!settings.data?.qualitiesRequired;
  return (
    <Field hint={t('settings.qualitiesRequiredHint')}>
      <Switch
        checked={checked}
        disabled={settings.isPending || save.isPending}
        label={t('settings.qualitiesRequired')}
        onChange={(_, data) =>
          save.mutate(
            { qualitiesRequired: data.checked },
            {
              onSuccess: () => toasts.success(t('settings.saved')),
              onError: (error) => toasts.error(errorMessage(error, t)),
            },
          )
        }
      />
    </Field>
  );
}
