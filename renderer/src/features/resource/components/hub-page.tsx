import {
  Button,
  Dropdown,
  Field,
  makeStyles,
  Option,
  SearchBox,
  Spinner,
  Switch,
  Tab,
  TabList,
  Text,
  tokens,
} from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { type ResourceTab, resourceTab, resourceTabs } from '#shared/contract/resource';
import { Page } from '../../../components/page.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { type ResourceFilters, resourceQueries } from '../api/resource-queries.ts';
import { ResourceCard } from './resource-card.tsx';
import { ResourceEditor } from './resource-editor.tsx';
import { ResourceGate, useCanManageResources } from './resource-gate.tsx';

const useStyles = makeStyles({
  filters: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
    marginBlock: tokens.spacingVerticalM,
  },
  search: { flexGrow: 1, minWidth: '200px' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
  },
  empty: { paddingBlock: tokens.spacingVerticalXXL, textAlign: 'center', display: 'block' },
});

/** /resource-hub/{all|recommended|favourites} (000 §2): the hub opens on the recommended tab. */
export function HubPage() {
  const { tab } = useParams();
  const parsed = resourceTab.safeParse(tab);
  if (!parsed.success) return <Navigate to="/resource-hub/recommended" replace />;
  return (
    <ResourceGate>
      <Hub tab={parsed.data} />
    </ResourceGate>
  );
}

function Hub(props: { tab: ResourceTab }) {
  const { t } = useTranslation('resource');
  const styles = useStyles();
  const navigate = useNavigate();
  const manager = useCanManageResources();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const search = useDebounced(text.trim(), 300);
  const filters: ResourceFilters = { tab: props.tab, search, category, archived: manager && archived };
  const list = useQuery(resourceQueries.list(filters, page));
  const categories = useQuery(resourceQueries.categories());

  return (
    <Page
      title={t('title')}
      width={1440}
      actions={
        manager ? (
          <Button appearance="primary" icon={<Add20Regular />} onClick={() => setCreating(true)}>
            {t('create')}
          </Button>
        ) : undefined
      }
    >
      <TabList
        aria-label={t('tabs.label')}
        selectedValue={props.tab}
        onTabSelect={(_, data) => {
          setPage(1);
          void navigate(`/resource-hub/${String(data.value)}`);
        }}
      >
        {resourceTabs.map((name) => (
          <Tab key={name} value={name}>
            {t(`tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <search className={styles.filters} aria-label={t('filters')}>
        <Field label={t('search')} className={styles.search}>
          <SearchBox
            value={text}
            maxLength={100}
            placeholder={t('searchPlaceholder')}
            onChange={(_, data) => {
              setText(data.value);
              setPage(1);
            }}
          />
        </Field>
        <Field label={t('category')}>
          <Dropdown
            value={category || t('allCategories')}
            selectedOptions={[category]}
            onOptionSelect={(_, data) => {
              setCategory(data.optionValue ?? '');
              setPage(1);
            }}
          >
            <Option value="">{t('allCategories')}</Option>
            {(categories.data ?? []).map((name) => (
              <Option key={name} value={name}>
                {name}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {manager ? (
          <Switch
            label={t('showArchived')}
            checked={archived}
            onChange={(_, data) => {
              setArchived(data.checked);
              setPage(1);
            }}
          />
        ) : null}
      </search>
      {list.isPending ? (
        <Spinner size="small" label={t('loading')} />
      ) : list.isError ? (
        <Text role="alert" className={styles.empty}>
          {t('loadFailed')}
        </Text>
      ) : list.data.results.length === 0 ? (
        <Text className={styles.empty}>
          {search || category ? t('empty.filtered') : t(`empty.${props.tab}`)}
        </Text>
      ) : (
        <>
          <ul className={styles.grid} aria-label={t(`tabs.${props.tab}`)}>
            {list.data.results.map((item) => (
              <li key={item.id}>
                <ResourceCard resource={item} />
              </li>
            ))}
          </ul>
          <Pager label={t('pages')} page={page} next={list.data.next} onPage={setPage} />
        </>
      )}
      {creating ? (
        <ResourceEditor
          resource={null}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            void navigate(`/resource-hub/resources/${saved.id}`);
          }}
        />
      ) : null}
    </Page>
  );
}
