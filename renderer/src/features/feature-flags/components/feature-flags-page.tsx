import { Body1, makeStyles, Switch, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { PublicFrame } from '../../../components/public-frame.tsx';
import { RouterLink } from '../../../components/router-link.tsx';
import { featureFlagNames, setFeatureFlag, useFeatureFlags } from '../../../lib/feature-flags.ts';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** /feature-flags, outside production only: switches kept in this browser's local storage. */
export default function FeatureFlagsPage() {
  const { t } = useTranslation('feature-flags');
  const styles = useStyles();
  const flags = useFeatureFlags();
  return (
    <PublicFrame title={t('title')}>
      <Body1>{t('intro')}</Body1>
      <div className={styles.list}>
        {featureFlagNames.map((name) => (
          <Switch
            key={name}
            label={`${t(`flags.${name}.label`)} (${name})`}
            checked={flags[name]}
            onChange={(_, data) => setFeatureFlag(name, data.checked)}
          />
        ))}
      </div>
      <RouterLink to="/home">{t('back')}</RouterLink>
    </PublicFrame>
  );
}
