import { makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBranding } from '../../lib/branding.ts';

const useStyles = makeStyles({
  // The logo box is 264 by 52 (000 §9); the image keeps its proportions inside it.
  link: {
    display: 'flex',
    alignItems: 'center',
    width: '264px',
    maxWidth: '100%',
    height: '52px',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  image: { maxWidth: '100%', maxHeight: '100%', objectFit: 'contain', objectPosition: 'left center' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** The tenant's logo (or its name) linking home. */
export function TenantLogo() {
  const styles = useStyles();
  const { t } = useTranslation('app');
  const branding = useBranding();
  return (
    <Link to="/home" className={styles.link} aria-label={t('layout.homeLink', { name: branding.name })}>
      {branding.logoUrl ? (
        <img
          className={styles.image}
          src={branding.logoUrl}
          alt=""
          width={264}
          height={52}
          fetchPriority="high"
        />
      ) : (
        <Subtitle1 className={styles.name}>{branding.name}</Subtitle1>
      )}
    </Link>
  );
}
