import {
  Badge,
  Button,
  FluentProvider,
  Link,
  makeStyles,
  Subtitle1,
  Switch,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { themeFor } from '../../../app/theme.ts';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  frame: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusLarge,
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground1,
  },
  banner: { display: 'block', width: '100%', aspectRatio: '4 / 1', objectFit: 'cover' },
  header: {
    display: 'flex',
    alignItems: 'center',
    height: '52px',
    paddingInline: tokens.spacingHorizontalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  logo: { maxWidth: '264px', maxHeight: '40px', objectFit: 'contain' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

/**
 * What members will see, themed with the colour being edited: the banner, the logo (or name) in the
 * shell's 264 by 52 box, and Fluent controls in the brand ramp. A picture, not a form: it is inert,
 * so keyboard and screen readers pass over its sample controls.
 */
export function BrandPreview(props: {
  name: string;
  logoSrc: string | null;
  bannerSrc: string | null;
  brandColor: string | null;
}) {
  const { t } = useTranslation('branding');
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} weight="semibold" size={400}>
        {t('preview.title')}
      </Text>
      <FluentProvider theme={themeFor(props.brandColor)} className={styles.frame} inert>
        {props.bannerSrc ? <img className={styles.banner} src={props.bannerSrc} alt="" /> : null}
        <div className={styles.header}>
          {props.logoSrc ? (
            <img className={styles.logo} src={props.logoSrc} alt={props.name} />
          ) : (
            <Subtitle1 className={styles.name}>{props.name}</Subtitle1>
          )}
        </div>
        <div className={styles.body}>
          <div className={styles.row}>
            <Button appearance="primary">{t('preview.primary')}</Button>
            <Button>{t('preview.secondary')}</Button>
            <Badge appearance="filled">{t('preview.badge')}</Badge>
          </div>
          <Switch defaultChecked label={t('preview.switch')} />
          <Link href="#preview">{t('preview.link')}</Link>
        </div>
      </FluentProvider>
    </section>
  );
}
