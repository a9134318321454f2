import type { TFunction } from 'i18next';
import type { Insight } from '#shared/contract/insight';

/** An insight's headline, what the rule saw, and the action's label, in the reader's language. */
export function insightText(insight: Insight, t: TFunction, number: (n: number) => string) {
  const { evidence, subject } = insight;
  const days = evidence.days ?? null;
  const values = {
    name: subject.name,
    days,
    count: evidence.reports ?? 0,
    question: evidence.question ?? '',
    before: number(evidence.before ?? 0),
    after: number(evidence.after ?? 0),
    respondents: evidence.respondents ?? 0,
  };
  const evidenceKey =
    insight.rule === 'notRecognised' || insight.rule === 'notRecognising'
      ? days === null
        ? `rules.${insight.rule}.never`
        : `rules.${insight.rule}.evidence`
      : `rules.${insight.rule}.evidence`;
  const action =
    subject.kind === 'team'
      ? 'actions.team'
      : subject.kind === 'category'
        ? 'actions.dashboards'
        : `actions.${insight.rule}`;
  return {
    title: t(`rules.${insight.rule}.title${insight.rule === 'scoreDrop' ? `_${subject.kind}` : ''}`, values),
    evidence: t(evidenceKey, values),
    action: t(action, values),
  };
}
