import {
  Badge,
  Body1,
  Button,
  Card,
  CardHeader,
  makeStyles,
  Subtitle2,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DocumentTableRegular, PlugConnectedRegular, ShieldKeyholeRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Page } from '../../../components/page.tsx';
import { StaffingGate } from './staffing-gate.tsx';

/** HRIS connectors on the roadmap, named plainly as planned: until one ships, its CSV export is the way in. */
export const plannedConnectors = ['BambooHR', 'Personio', 'HiBob', 'Workday', 'SAP SuccessFactors'] as const;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: { height: '100%' },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1 },
  plannedIcon: { fontSize: '32px', color: tokens.colorNeutralForeground3 },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /staffing/import/integrations: how HR records get in, today and planned. */
export default function IntegrationsPage() {
  return (
    <StaffingGate>
      <Integrations />
    </StaffingGate>
  );
}

function Integrations() {
  const { t } = useTranslation('staffing');
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <Page title={t('integrations.title')} width={1080}>
      <Body1>{t('integrations.intro')}</Body1>
      <section className={styles.section} aria-labelledby="integrations-available">
        <Subtitle2 as="h2" id="integrations-available">
          {t('integrations.available')}
        </Subtitle2>
        <ul className={styles.grid}>
          <li>
            <Card className={styles.card}>
              <CardHeader
                image={<DocumentTableRegular className={styles.icon} aria-hidden />}
                header={
                  <Text as="h3" weight="semibold">
                    {t('integrations.csvTitle')}
                  </Text>
                }
              />
              <Text>{t('integrations.csvBody')}</Text>
              <div>
                <Button appearance="primary" onClick={() => void navigate('/staffing/import/csv')}>
                  {t('integrations.csvAction')}
                </Button>
              </div>
            </Card>
          </li>
          <li>
            <Card className={styles.card}>
              <CardHeader
                image={<ShieldKeyholeRegular className={styles.icon} aria-hidden />}
                header={
                  <Text as="h3" weight="semibold">
                    {t('integrations.scimTitle')}
                  </Text>
                }
              />
              <Text>{t('integrations.scimBody')}</Text>
              <div>
                <Button onClick={() => void navigate('/tenant/security')}>
                  {t('integrations.scimAction')}
                </Button>
              </div>
            </Card>
          </li>
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="integrations-planned">
        <Subtitle2 as="h2" id="integrations-planned">
          {t('integrations.planned')}
        </Subtitle2>
        <ul className={styles.grid} aria-label={t('integrations.plannedLabel')}>
          {plannedConnectors.map((name) => (
            <li key={name}>
              <Card className={styles.card} appearance="filled-alternative">
                <CardHeader
                  image={<PlugConnectedRegular className={styles.plannedIcon} aria-hidden />}
                  header={
                    <Text as="h3" weight="semibold">
                      {name}
                    </Text>
                  }
                  action={
                    <Badge appearance="outline" color="informative">
                      {t('integrations.planned')}
                    </Badge>
                  }
                />
                <Text className={styles.muted}>{t('integrations.plannedBody', { name })}</Text>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
