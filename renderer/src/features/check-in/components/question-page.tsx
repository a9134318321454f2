import {
  Button,
  Card,
  Field,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Spinner,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { checkInCommentMaxLength } from '#shared/contract/check-in';
import { ErrorBar } from '../../../components/error-bar.tsx';
import { Page } from '../../../components/page.tsx';
import { serverFieldMessage } from '../../../lib/form-errors.ts';
import { checkInQueries, useRespond } from '../api/check-in-queries.ts';
import { problemOf } from '../model/problem.ts';
import { AnswerInput } from './answer-input.tsx';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
  },
  question: { fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
  privacy: { color: tokens.colorNeutralForeground3 },
});

/**
 * `/check-ins/category/{id}/question` (000 §2): the member's next due question of a category.
 * Answering or skipping shows the next one; when none is left the page says so.
 */
export function QuestionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('check-in');
  const styles = useStyles();
  const navigate = useNavigate();
  const next = useQuery(checkInQueries.next(id));
  const respond = useRespond(id);
  const [value, setValue] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const headingId = useId();
  const question = next.data?.question ?? null;

  const send = (answer: boolean) => {
    if (!question) return;
    if (answer && value === null) {
      setMissing(true);
      return;
    }
    respond.mutate(
      {
        questionId: question.id,
        answer: answer ? { value: value as number, comment: comment.trim() || null } : null,
      },
      {
        onSuccess: () => {
          setValue(null);
          setComment('');
          setMissing(false);
        },
      },
    );
  };

  if (next.isPending) return <Spinner label={t('loading')} />;
  if (next.isError) {
    return (
      <Page title={t('question.title')} width={600}>
        <ErrorBar announce={false}>{problemOf(next.error, t)}</ErrorBar>
      </Page>
    );
  }
  const { category, remaining } = next.data;
  const valueError = missing
    ? t('question.choose')
    : respond.isError
      ? serverFieldMessage(respond.error, 'value')
      : undefined;
  const commentError = respond.isError ? serverFieldMessage(respond.error, 'comment') : undefined;
  const otherError =
    respond.isError && !valueError && !commentError ? problemOf(respond.error, t) : undefined;
  return (
    <Page title={category.name} width={600}>
      {question ? (
        <Card className={styles.card}>
          <Text size={200}>{t('question.remaining', { count: remaining })}</Text>
          <Field
            label={{ children: question.text, id: headingId, className: styles.question }}
            validationMessage={valueError}
            validationState={valueError ? 'error' : 'none'}
          >
            <AnswerInput
              question={question}
              value={value}
              labelledBy={headingId}
              onChange={(v) => {
                setValue(v);
                setMissing(false);
              }}
            />
          </Field>
          {question.allowComment ? (
            <Field
              label={t('question.comment')}
              hint={t('question.commentHint')}
              validationMessage={commentError}
              validationState={commentError ? 'error' : 'none'}
            >
              <Textarea
                value={comment}
                maxLength={checkInCommentMaxLength}
                onChange={(_, data) => setComment(data.value)}
              />
            </Field>
          ) : null}
          <ErrorBar>{otherError}</ErrorBar>
          <Text size={200} className={styles.privacy}>
            {t('question.privacy')}
          </Text>
          <div className={styles.actions}>
            <Button appearance="primary" disabled={respond.isPending} onClick={() => send(true)}>
              {respond.isPending ? t('question.saving') : t('question.answer')}
            </Button>
            <Button disabled={respond.isPending} onClick={() => send(false)}>
              {t('question.skip')}
            </Button>
          </div>
        </Card>
      ) : (
        <MessageBar intent="success">
          <MessageBarBody>{t('question.done')}</MessageBarBody>
        </MessageBar>
      )}
      {question ? null : (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => void navigate('/home')}>
            {t('question.backHome')}
          </Button>
        </div>
      )}
    </Page>
  );
}
