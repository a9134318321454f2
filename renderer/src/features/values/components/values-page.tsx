import {
  Badge,
  Button,
  makeStyles,
  mergeClasses,
  Spinner,
  Subtitle2,
  Switch,
  Text,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import {
  AddRegular,
  ArchiveRegular,
  ArrowDownRegular,
  ArrowUndoRegular,
  ArrowUpRegular,
  EditRegular,
  ReOrderDotsVerticalRegular,
} from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { RecognitionValue } from '#shared/contract/recognition';
import { Page } from '../../../components/page.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useArchiveValue, useReorderValues, valuesQueries } from '../api/values-queries.ts';
import { reorder } from '../lib/reorder.ts';
import { QualitiesRequiredSwitch } from './qualities-required-switch.tsx';
import { ValuesGate } from './values-gate.tsx';

const useStyles = makeStyles({
  settings: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'auto auto 1fr auto',
    alignItems: 'start',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  dropTarget: { border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  archived: { backgroundColor: tokens.colorNeutralBackground3 },
  handle: { cursor: 'grab', color: tokens.colorNeutralForeground3, paddingTop: tokens.spacingVerticalXS },
  swatch: {
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
  },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  muted: { color: tokens.colorNeutralForeground2, margin: 0 },
  qualities: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

/** /values: the company values in order with their qualities; drag or the arrows to reorder. */
export function ValuesPage() {
  return (
    <ValuesGate>
      <Values />
    </ValuesGate>
  );
}

function Values() {
  const { t } = useTranslation('values');
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const list = useQuery(valuesQueries.all());
  const reorderValues = useReorderValues();
  // In the address, so coming back from editing an archived value still shows it.
  const [params, setParams] = useSearchParams();
  const showArchived = params.get('archived') === 'include';
  const setShowArchived = (show: boolean) =>
    setParams(show ? { archived: 'include' } : {}, { replace: true });
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const all = list.data ?? [];
  const visible = showArchived ? all : all.filter((value) => value.archivedAt === null);
  const visibleIds = visible.map((value) => value.id);

  const move = (value: RecognitionValue, toIndex: number) => {
    const allIds = all.map((v) => v.id);
    const next = reorder(allIds, visibleIds, value.id, toIndex);
    if (next === allIds) return;
    setAnnouncement(t('list.moved', { name: value.name, position: toIndex + 1, count: visibleIds.length }));
    reorderValues.mutate(next, { onError: (error) => toasts.error(errorMessage(error, t)) });
  };

  return (
    <Page
      title={t('title')}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => void navigate('/values/configure')}>
          {t('list.add')}
        </Button>
      }
    >
      <Text as="p" className={styles.muted}>
        {t('list.intro')}
      </Text>
      <div className={styles.settings}>
        <QualitiesRequiredSwitch />
        <Switch
          checked={showArchived}
          onChange={(_, data) => setShowArchived(data.checked)}
          label={t('list.showArchived')}
        />
      </div>
      <div role="status" aria-live="polite" className={styles.muted}>
        {list.isPending ? (
          <Spinner size="small" label={t('loading')} />
        ) : list.isError ? (
          <Text role="alert">{t('loadFailed')}</Text>
        ) : visible.length === 0 ? (
          <Text>{t('list.empty')}</Text>
        ) : (
          announcement
        )}
      </div>
      {visible.length > 0 ? (
        <ol className={styles.list} aria-label={t('list.label')}>
          {visible.map((value, index) => (
            <li
              key={value.id}
              className={mergeClasses(
                styles.row,
                value.archivedAt !== null && styles.archived,
                over === value.id && dragged !== value.id && styles.dropTarget,
              )}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragged(value.id);
              }}
              onDragOver={(event) => {
                if (!dragged) return;
                event.preventDefault();
                setOver(value.id);
              }}
              onDragLeave={() => setOver((current) => (current === value.id ? null : current))}
              onDrop={(event) => {
                event.preventDefault();
                const source = all.find((v) => v.id === dragged);
                if (source) move(source, index);
                setDragged(null);
                setOver(null);
              }}
              onDragEnd={() => {
                setDragged(null);
                setOver(null);
              }}
            >
              <ReOrderDotsVerticalRegular className={styles.handle} aria-hidden fontSize={20} />
              <span className={styles.swatch} style={{ backgroundColor: value.color }} aria-hidden />
              <div className={styles.body}>
                <Subtitle2 as="h2" className={styles.title}>
                  {value.name}
                  {value.archivedAt !== null ? (
                    <Badge appearance="tint" color="subtle">
                      {t('list.archived')}
                    </Badge>
                  ) : null}
                </Subtitle2>
                {value.description ? (
                  <Text as="p" className={styles.muted}>
                    {value.description}
                  </Text>
                ) : null}
                {value.qualities.length > 0 ? (
                  <ul className={styles.qualities} aria-label={t('list.qualitiesOf', { name: value.name })}>
                    {value.qualities.map((quality) => (
                      <li key={quality.id}>
                        <Badge
                          appearance="outline"
                          color={quality.archivedAt === null ? 'brand' : 'informative'}
                          shape="rounded"
                        >
                          {quality.archivedAt === null
                            ? quality.name
                            : t('list.archivedQuality', { name: quality.name })}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Text className={styles.muted}>{t('list.noQualities')}</Text>
                )}
              </div>
              <RowActions
                value={value}
                first={index === 0}
                last={index === visible.length - 1}
                onMove={(delta) => move(value, index + delta)}
              />
            </li>
          ))}
        </ol>
      ) : null}
    </Page>
  );
}

function RowActions(props: {
  value: RecognitionValue;
  first: boolean;
  last: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const { value, first, last, onMove } = props;
  const { t } = useTranslation('values');
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const archive = useArchiveValue();
  const archived = value.archivedAt !== null;
  const label = (key: string) => t(key, { name: value.name });
  return (
    <div className={styles.actions}>
      <Tooltip content={label('list.moveUp')} relationship="label">
        <Button
          appearance="subtle"
          icon={<ArrowUpRegular />}
          disabledFocusable={first}
          onClick={() => onMove(-1)}
        />
      </Tooltip>
      <Tooltip content={label('list.moveDown')} relationship="label">
        <Button
          appearance="subtle"
          icon={<ArrowDownRegular />}
          disabledFocusable={last}
          onClick={() => onMove(1)}
        />
      </Tooltip>
      <Tooltip content={label('list.edit')} relationship="label">
        <Button
          appearance="subtle"
          icon={<EditRegular />}
          onClick={() => void navigate(`/values/${value.id}/edit`)}
        />
      </Tooltip>
      <Tooltip content={label(archived ? 'list.restore' : 'list.archive')} relationship="label">
        <Button
          appearance="subtle"
          icon={archived ? <ArrowUndoRegular /> : <ArchiveRegular />}
          disabledFocusable={archive.isPending}
          // Not mutate's own callbacks: archiving hides the row (and this component) at once.
          onClick={() =>
            archive.mutateAsync({ id: value.id, archived: !archived }).then(
              () => toasts.success(label(archived ? 'list.restored' : 'list.archivedToast')),
              (error: unknown) => toasts.error(errorMessage(error, t)),
            )
          }
        />
      </Tooltip>
    </div>
  );
}
