import { Link, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SamlProvider } from '#shared/contract/saml';
import { CopyField } from '../../../components/copy-field.tsx';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** What the IdP admin enters for this product: entity id, ACS and logout URLs, or the metadata file. */
export function SpDetails(props: { provider: SamlProvider }) {
  const { t } = useTranslation('sso');
  const styles = useStyles();
  const { provider } = props;
  const row = (label: string, value: string) => <CopyField label={label} value={value} />;
  return (
    <section className={styles.section} aria-labelledby="sso-sp">
      <Subtitle2 as="h2" id="sso-sp">
        {t('sp.title')}
      </Subtitle2>
      <Text as="p">{t('sp.intro')}</Text>
      {row(t('sp.entityId'), provider.spEntityId)}
      {row(t('sp.acsUrl'), provider.acsUrl)}
      {row(t('sp.sloUrl'), provider.sloUrl)}
      <Link href={provider.spMetadataUrl} download>
        <ArrowDownloadRegular /> {t('sp.download')}
      </Link>
    </section>
  );
}
