import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Insight } from '#shared/contract/insight';
import { insightText } from './insight-text.ts';

const t = ((key: string, values?: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;
const number = (n: number) => String(n);
const base: Insight = {
  id: '00000000-0000-4000-8000-000000000001',
  rule: 'notRecognised',
  priority: 'medium',
  status: 'open',
  snoozedUntil: null,
  subject: { kind: 'member', id: '00000000-0000-4000-8000-000000000002', name: 'Sam Okafor' },
  evidence: { days: 50 },
  actionPath: '/profile/00000000-0000-4000-8000-000000000002',
  raisedOn: '2026-11-28',
  seenOn: '2026-11-28',
  createdAt: '2026-11-28T00:00:00.000Z',
};

describe('insight texts', () => {
  it('says how long, or never, for the recognition rules', () => {
    expect(insightText(base, t, number).evidence).toMatch(/^rules\.notRecognised\.evidence .*"days":50/);
    expect(insightText({ ...base, evidence: { days: null } }, t, number).evidence).toMatch(
      /^rules\.notRecognised\.never/,
    );
    expect(insightText(base, t, number).action).toMatch(/^actions\.notRecognised .*Sam Okafor/);
  });

  it('names a score drop by what fell, and sends a team to its page and a category to the dashboards', () => {
    const drop: Insight = {
      ...base,
      rule: 'scoreDrop',
      subject: { kind: 'team', id: base.subject.id, name: 'Engineering' },
      evidence: { question: 'Workload?', before: 3.6, after: 2.4, respondents: 5 },
    };
    const team = insightText(drop, t, number);
    expect(team.title).toMatch(/^rules\.scoreDrop\.title_team .*Engineering/);
    expect(team.evidence).toMatch(/"before":"3.6","after":"2.4","respondents":5/);
    expect(team.action).toMatch(/^actions\.team/);
    const category = insightText({ ...drop, subject: { ...drop.subject, kind: 'category' } }, t, number);
    expect(category.title).toMatch(/^rules\.scoreDrop\.title_category/);
    expect(category.action).toMatch(/^actions\.dashboards/);
  });
});
