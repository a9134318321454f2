import { Badge, Caption1, Card, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CultureOverview, CultureRecognition, CultureValue } from '#shared/contract/culture';
import { MessageHtml } from '../../../components/message-html.tsx';
import { Page } from '../../../components/page.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useApps, useHolds } from '../../../lib/session/use-permissions.ts';
import { useDates } from '../../../lib/use-dates.ts';
import { cultureQueries } from '../api/culture-queries.ts';

const useStyles = makeStyles({
  banner: {
    width: '100%',
    aspectRatio: '4 / 1',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusLarge,
    marginBottom: tokens.spacingVerticalL,
  },
  intro: { fontSize: tokens.fontSizeBase400, color: tokens.colorNeutralForeground2 },
  section: { marginBlock: tokens.spacingVerticalXL },
  heading: { display: 'block', marginBottom: tokens.spacingVerticalM },
  ranking: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    paddingInlineStart: 0,
    listStylePosition: 'inside',
  },
  rank: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  // One column on a phone, as many as fit on a wall screen.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
  },
  value: { height: '100%', borderTopWidth: '6px', borderTopStyle: 'solid' },
  qualities: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  recognitions: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
  },
  recognition: {
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
    paddingInlineStart: tokens.spacingHorizontalM,
  },
});

/** /culture (000 §2): what the organization stands for, and the recognitions that show it. */
export function CulturePage() {
  const apps = useApps();
  const allowed = useHolds(['recognitionApp', 'browseCulture']);
  const { t } = useTranslation('culture');
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  return <Culture />;
}

function Culture() {
  const { t } = useTranslation('culture');
  const styles = useStyles();
  const dates = useDates();
  const overview = useQuery(cultureQueries.overview());
  if (overview.isPending) return <Spinner label={t('loading')} />;
  if (overview.isError)
    return (
      <Page title={t('title')} width={1440}>
        <Text role="alert">{t('loadFailed')}</Text>
      </Page>
    );
  const data = overview.data;
  return (
    <Page title={t('title')} width={1440}>
      {data.banner ? (
        <img src={data.banner.variants.banner ?? data.banner.url} alt="" className={styles.banner} />
      ) : null}
      <Text as="p" className={styles.intro}>
        {t('welcome', { name: data.tenantName })}
      </Text>
      <MostRecognised data={data} since={dates.day(data.quarterStart)} />
      <section className={styles.section} aria-labelledby="culture-values">
        <Text as="h2" id="culture-values" size={500} weight="semibold" className={styles.heading}>
          {t('values')}
        </Text>
        {data.values.length === 0 ? (
          <Text className={styles.muted}>{t('noValues')}</Text>
        ) : (
          <ul className={styles.grid}>
            {data.values.map((value) => (
              <li key={value.id}>
                <ValueCard value={value} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}

function MostRecognised(props: { data: CultureOverview; since: string }) {
  const { data, since } = props;
  const { t } = useTranslation('culture');
  const styles = useStyles();
  const byId = new Map(data.values.map((value) => [value.id, value]));
  return (
    <section className={styles.section} aria-labelledby="culture-most">
      <Text as="h2" id="culture-most" size={500} weight="semibold" className={styles.heading}>
        {t('mostRecognised')}
      </Text>
      {data.mostRecognised.length === 0 ? (
        <Text className={styles.muted}>{t('noneThisQuarter', { date: since })}</Text>
      ) : (
        <>
          <Caption1 className={styles.muted}>{t('since', { date: since })}</Caption1>
          <ol className={styles.ranking}>
            {data.mostRecognised.map((id) => {
              const value = byId.get(id);
              return value ? (
                <li key={id} className={styles.rank}>
                  <Text weight="semibold">{value.name}</Text>{' '}
                  <Text>{t('recognitions', { count: value.quarterCount })}</Text>
                </li>
              ) : null;
            })}
          </ol>
        </>
      )}
    </section>
  );
}

function ValueCard(props: { value: CultureValue }) {
  const { value } = props;
  const { t } = useTranslation('culture');
  const styles = useStyles();
  const headingId = `culture-value-${value.id}`;
  return (
    <Card className={styles.value} style={{ borderTopColor: value.color }} aria-labelledby={headingId}>
      <Text as="h3" id={headingId} size={400} weight="semibold">
        {value.name}
      </Text>
      {value.description ? <Text>{value.description}</Text> : null}
      {value.qualities.length > 0 ? (
        <ul className={styles.qualities} aria-label={t('qualities', { name: value.name })}>
          {value.qualities.map((quality) => (
            <li key={quality.id}>
              <Badge appearance="tint" color="brand">
                {quality.name}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Text weight="semibold">{t('latest')}</Text>
      {value.latest.length === 0 ? (
        <Text className={styles.muted}>{t('noRecognitions')}</Text>
      ) : (
        <ul className={styles.recognitions} aria-label={t('latestOf', { name: value.name })}>
          {value.latest.map((recognition) => (
            <RecognitionItem key={recognition.id} recognition={recognition} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function RecognitionItem(props: { recognition: CultureRecognition }) {
  const { recognition } = props;
  const { t } = useTranslation('culture');
  const styles = useStyles();
  const dates = useDates();
  const name = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();
  return (
    <li className={styles.recognition}>
      <Text weight="semibold">
        {t('fromTo', {
          sender: recognition.sender ? name(recognition.sender) : t('formerMember'),
          recipients: recognition.recipients.map(name).join(', '),
        })}
      </Text>
      <MessageHtml html={recognition.message} />
      <Caption1 className={styles.muted}>
        {recognition.qualities.join(', ')} · {dates.date(recognition.publishedAt)}
      </Caption1>
    </li>
  );
}
