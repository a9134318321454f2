import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { Add20Regular, CalendarLtr20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { type CardList, cardLists } from '#shared/contract/card';
import { Page } from '../../../components/page.tsx';
import { Unavailable } from '../../../components/unavailable.tsx';
import { useApps, useHolds, useHoldsAny } from '../../../lib/session/use-permissions.ts';
import { cardQueries } from '../api/card-queries.ts';
import { CardTile } from './card-tile.tsx';

const useStyles = makeStyles({
  grid: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  empty: {
    color: tokens.colorNeutralForeground2,
    paddingBlock: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
});

const isList = (value: string | undefined): value is CardList =>
  (cardLists as readonly string[]).includes(value ?? '');

/** /celebrate/cards/{all|available|own|received}: the group cards the member may see, a tab each. */
export function CardsPage() {
  const { tab } = useParams();
  const apps = useApps();
  const { t } = useTranslation('card');
  const allowed = useHolds(['cardApp', 'browse']);
  if (apps.isPending) return <Spinner label={t('loading')} />;
  if (!allowed) return <Unavailable />;
  if (!isList(tab)) return <Navigate to="/celebrate/cards/all" replace />;
  return <Cards list={tab} />;
}

function Cards({ list }: { list: CardList }) {
  const { t } = useTranslation('card');
  const styles = useStyles();
  const navigate = useNavigate();
  const mayCreate = useHoldsAny([
    ['cardApp', 'createCard'],
    ['cardApp', 'createOtherCard'],
  ]);
  const calendar = useHolds(['celebrationApp', 'browse']);
  const cards = useQuery(cardQueries.list(list));
  const results = cards.data?.results ?? [];
  return (
    <Page
      title={t('list.title')}
      width={1440}
      actions={
        <>
          {calendar ? (
            <Button icon={<CalendarLtr20Regular />} onClick={() => void navigate('/celebrate/calendar')}>
              {t('list.calendar')}
            </Button>
          ) : null}
          {mayCreate ? (
            <Button
              appearance="primary"
              icon={<Add20Regular />}
              onClick={() => void navigate('/celebrate/card')}
            >
              {t('list.create')}
            </Button>
          ) : null}
        </>
      }
    >
      <TabList
        aria-label={t('list.tabs')}
        selectedValue={list}
        onTabSelect={(_, data) => void navigate(`/celebrate/cards/${String(data.value)}`)}
      >
        {cardLists.map((name) => (
          <Tab key={name} value={name}>
            {t(`list.${name}`)}
          </Tab>
        ))}
      </TabList>
      <div role="status" aria-live="polite">
        {cards.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : cards.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : results.length === 0 ? (
          <Text as="p" className={styles.empty}>
            {t(`list.empty.${list}`)}
          </Text>
        ) : null}
      </div>
      {results.length > 0 ? (
        <ul className={styles.grid} aria-label={t(`list.${list}`)}>
          {results.map((card) => (
            <li key={card.id}>
              <CardTile card={card} />
            </li>
          ))}
        </ul>
      ) : null}
    </Page>
  );
}
