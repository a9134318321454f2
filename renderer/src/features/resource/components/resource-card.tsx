import { Badge, Card, CardHeader, CardPreview, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Checkmark16Regular, Star16Filled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Resource } from '#shared/contract/resource';
import { RouterLink } from '../../../components/router-link.tsx';

const useStyles = makeStyles({
  card: { height: '100%' },
  cover: { aspectRatio: '1200 / 630', objectFit: 'cover', width: '100%' },
  // Without a cover: a band in the brand colour with the title's initial in its middle.
  placeholder: {
    position: 'relative',
    width: '100%',
    aspectRatio: '1200 / 630',
    backgroundColor: tokens.colorBrandBackground2,
  },
  initial: {
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    height: 'fit-content',
    textAlign: 'center',
    color: tokens.colorBrandForeground2,
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightSemibold,
  },
  title: { fontWeight: tokens.fontWeightSemibold },
  summary: { color: tokens.colorNeutralForeground2 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** One resource in the hub's grid: cover, title (the link to it), summary and its badges. */
export function ResourceCard(props: { resource: Resource }) {
  const { resource } = props;
  const { t } = useTranslation('resource');
  const styles = useStyles();
  const cover = resource.cover?.variants['resource-cover-thumbnail'] ?? resource.cover?.url;
  return (
    <Card className={styles.card}>
      <CardPreview>
        {cover ? (
          <img src={cover} alt="" className={styles.cover} />
        ) : (
          <div className={styles.placeholder} aria-hidden>
            <span className={styles.initial}>{resource.title.slice(0, 1).toUpperCase()}</span>
          </div>
        )}
      </CardPreview>
      <CardHeader
        header={
          <RouterLink to={`/resource-hub/resources/${resource.id}`} className={styles.title}>
            {resource.title}
          </RouterLink>
        }
        description={
          resource.summary ? <Text className={styles.summary}>{resource.summary}</Text> : undefined
        }
      />
      <div className={styles.badges}>
        {resource.categories.map((name) => (
          <Badge key={name} appearance="tint" color="brand">
            {name}
          </Badge>
        ))}
        {resource.estimatedMinutes ? (
          <Badge appearance="outline">{t('minutes', { count: resource.estimatedMinutes })}</Badge>
        ) : null}
        {resource.completionPoints > 0 ? (
          <Badge appearance="outline" color="success">
            {t('points', { count: resource.completionPoints })}
          </Badge>
        ) : null}
        {resource.favourite ? (
          <Badge appearance="tint" color="warning" icon={<Star16Filled />}>
            {t('favourite')}
          </Badge>
        ) : null}
        {resource.completedAt ? (
          <Badge appearance="tint" color="success" icon={<Checkmark16Regular />}>
            {t('completed')}
          </Badge>
        ) : null}
        {resource.archived ? (
          <Badge appearance="tint" color="informative">
            {t('archived')}
          </Badge>
        ) : null}
      </div>
    </Card>
  );
}
