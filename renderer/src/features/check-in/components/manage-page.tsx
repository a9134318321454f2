import {
  Badge,
  Button,
  Card,
  CardHeader,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import {
  Add20Regular,
  ArrowDown20Regular,
  ArrowUp20Regular,
  MoreHorizontal20Regular,
} from '@fluentui/react-icons';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CheckInCategory, CheckInQuestion } from '#shared/contract/check-in';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { useToasts } from '../../../components/toasts.tsx';
import { checkInCalls, checkInQueries, useCheckInChange } from '../api/check-in-queries.ts';
import { problemOf } from '../model/problem.ts';
import { CategoryDialog } from './category-dialog.tsx';
import { ManageGate } from './manage-gate.tsx';
import { QuestionDialog, type QuestionTarget } from './question-dialog.tsx';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  badges: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  questions: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
  },
  question: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    justifyContent: 'space-between',
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  headerActions: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    flexWrap: 'nowrap',
    alignItems: 'center',
  },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** Moves one id up or down in a list of ids. */
const moved = (ids: string[], index: number, by: -1 | 1) => {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  next.splice(index + by, 0, id as string);
  return next;
};

/** `/check-ins/manage`: the categories, their questions, cadence, audience and order. */
export function ManagePage() {
  return (
    <ManageGate>
      <ManageCategories />
    </ManageGate>
  );
}

function ManageCategories() {
  const { t } = useTranslation('check-in');
  const styles = useStyles();
  const categories = useQuery(checkInQueries.categories());
  const [editing, setEditing] = useState<CheckInCategory | 'new' | null>(null);
  const [question, setQuestion] = useState<QuestionTarget | null>(null);
  const order = useCheckInChange(checkInCalls.orderCategories);
  const list = categories.data ?? [];
  const active = list.filter((c) => !c.archived);
  return (
    <Page
      title={t('manage.title')}
      width={900}
      actions={
        <Button appearance="primary" icon={<Add20Regular />} onClick={() => setEditing('new')}>
          {t('manage.newCategory')}
        </Button>
      }
    >
      {categories.isPending ? <Spinner label={t('loading')} /> : null}
      {categories.isError ? <ErrorBar announce={false}>{problemOf(categories.error, t)}</ErrorBar> : null}
      {categories.data && list.length === 0 ? (
        <Text className={styles.empty}>{t('manage.empty')}</Text>
      ) : null}
      <ul className={styles.list} aria-label={t('manage.title')}>
        {list.map((category) => {
          const index = active.findIndex((c) => c.id === category.id);
          const move = (by: -1 | 1) =>
            order.mutate(
              moved(
                active.map((c) => c.id),
                index,
                by,
              ),
            );
          return (
            <li key={category.id}>
              <CategoryCard
                category={category}
                onEdit={() => setEditing(category)}
                onQuestion={(q) => setQuestion({ categoryId: category.id, question: q })}
                onUp={index > 0 ? () => move(-1) : undefined}
                onDown={index >= 0 && index < active.length - 1 ? () => move(1) : undefined}
              />
            </li>
          );
        })}
      </ul>
      <CategoryDialog category={editing} onClose={() => setEditing(null)} />
      <QuestionDialog target={question} onClose={() => setQuestion(null)} />
    </Page>
  );
}

function CategoryCard(props: {
  category: CheckInCategory;
  onEdit: () => void;
  onQuestion: (question: CheckInQuestion | null) => void;
  onUp?: () => void;
  onDown?: () => void;
}) {
  const { category } = props;
  const { t } = useTranslation('check-in');
  const styles = useStyles();
  const navigate = useNavigate();
  const toasts = useToasts();
  const archive = useCheckInChange(checkInCalls.archive);
  const remove = useCheckInChange(checkInCalls.removeQuestion);
  const orderQuestions = useCheckInChange(checkInCalls.orderQuestions);
  const failed = (error: unknown) => toasts.error(problemOf(error, t));
  const ids = category.questions.map((q) => q.id);
  const audience = category.audience.everyone
    ? t('audience.everyoneCount', { count: category.audience.count })
    : t('audience.chosenCount', { count: category.audience.count });
  return (
    <Card aria-label={category.name}>
      <CardHeader
        header={
          <Text as="h2" weight="semibold" size={500}>
            {category.name}
          </Text>
        }
        description={
          <div className={styles.badges}>
            <Badge appearance="tint">{t(`cadence.${category.cadence}`)}</Badge>
            <Badge appearance="outline">{t('manage.startsOn', { date: category.startsOn })}</Badge>
            <Badge appearance="outline">{audience}</Badge>
            {category.archived ? <Badge color="warning">{t('manage.archived')}</Badge> : null}
          </div>
        }
        action={
          <div className={styles.headerActions}>
            <Button
              appearance="subtle"
              icon={<ArrowUp20Regular />}
              aria-label={t('manage.moveUp', { name: category.name })}
              disabled={!props.onUp}
              onClick={props.onUp}
            />
            <Button
              appearance="subtle"
              icon={<ArrowDown20Regular />}
              aria-label={t('manage.moveDown', { name: category.name })}
              disabled={!props.onDown}
              onClick={props.onDown}
            />
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button
                  appearance="subtle"
                  icon={<MoreHorizontal20Regular />}
                  aria-label={t('manage.actions', { name: category.name })}
                />
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  <MenuItem onClick={props.onEdit}>{t('manage.edit')}</MenuItem>
                  <MenuItem onClick={() => void navigate(`/check-ins/category/${category.id}/audience`)}>
                    {t('manage.audience')}
                  </MenuItem>
                  <MenuItem
                    onClick={() =>
                      archive.mutate({ id: category.id, archived: !category.archived }, { onError: failed })
                    }
                  >
                    {category.archived ? t('manage.unarchive') : t('manage.archive')}
                  </MenuItem>
                </MenuList>
              </MenuPopover>
            </Menu>
          </div>
        }
      />
      {category.questions.length === 0 ? (
        <Text className={styles.empty}>{t('manage.noQuestions')}</Text>
      ) : (
        <ol className={styles.questions} aria-label={t('manage.questionsOf', { name: category.name })}>
          {category.questions.map((q, index) => (
            <li key={q.id} className={styles.question}>
              <span>
                <Text>{q.text}</Text>{' '}
                <Badge appearance="ghost" size="small">
                  {t(`kind.${q.kind}`)}
                </Badge>
              </span>
              <span className={styles.row}>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<ArrowUp20Regular />}
                  aria-label={t('manage.moveUp', { name: q.text })}
                  disabled={index === 0}
                  onClick={() =>
                    orderQuestions.mutate({ categoryId: category.id, ids: moved(ids, index, -1) })
                  }
                />
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<ArrowDown20Regular />}
                  aria-label={t('manage.moveDown', { name: q.text })}
                  disabled={index === ids.length - 1}
                  onClick={() =>
                    orderQuestions.mutate({ categoryId: category.id, ids: moved(ids, index, 1) })
                  }
                />
                <Button
                  size="small"
                  onClick={() => props.onQuestion(q)}
                  aria-label={t('manage.editQuestion', { text: q.text })}
                >
                  {t('manage.edit')}
                </Button>
                <Button
                  size="small"
                  onClick={() => remove.mutate(q.id, { onError: failed })}
                  aria-label={t('manage.removeQuestion', { text: q.text })}
                >
                  {t('manage.remove')}
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className={styles.row}>
        <Button icon={<Add20Regular />} onClick={() => props.onQuestion(null)}>
          {t('manage.addQuestion')}
        </Button>
      </div>
    </Card>
  );
}
