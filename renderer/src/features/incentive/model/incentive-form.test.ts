import { describe, expect, it } from 'vitest';
import type { Incentive } from '#shared/contract/incentive';
import {
  emptyIncentiveForm,
  htmlToText,
  incentiveForm,
  incentiveRequestOf,
  incentiveToForm,
  textToHtml,
} from './incentive-form.ts';

const saved: Incentive = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Share a customer story',
  description: '<p>Tell us &amp; the team.</p><p>Your manager reviews it.</p>',
  badgeMediaId: null,
  badgeUrls: null,
  points: 100,
  budgetItemId: '00000000-0000-4000-8000-000000000002',
  pointsBank: null,
  startAt: '2026-11-28T09:00:00.000Z',
  endAt: '2026-12-28T09:00:00.000Z',
  audience: [],
  proof: 'text',
  claimLimit: 'perPeriod',
  claimPeriod: 'week',
  reviewerKind: 'members',
  reviewers: [
    {
      id: '00000000-0000-4000-8000-000000000003',
      type: 'tenantMember',
      displayData: { name: 'Max Planck', avatarUrls: null },
    },
  ],
  pinForDays: 3,
  status: 'active',
  pendingCount: 0,
  approvedCount: 0,
  ownClaimCount: 0,
  canClaim: true,
  createdAt: '2026-11-28T09:00:00.000Z',
  updatedAt: '2026-11-28T09:00:00.000Z',
};

describe('the incentive form', () => {
  it('turns typed lines into escaped paragraphs and back', () => {
    expect(textToHtml('Tell us & <the> team.\n\n  Your manager reviews it. ')).toBe(
      '<p>Tell us &amp; &lt;the&gt; team.</p><p>Your manager reviews it.</p>',
    );
    expect(htmlToText(saved.description)).toBe('Tell us & the team.\nYour manager reviews it.');
  });

  it('edits a saved incentive as it is, and a duplicate without its dates', () => {
    const edit = incentiveToForm(saved, 'UTC');
    expect(edit).toMatchObject({
      points: '100',
      startAt: '2026-11-28T09:00',
      endAt: '2026-12-28T09:00',
      claimLimit: 'perPeriod',
      claimPeriod: 'week',
      reviewerKind: 'members',
      reviewerMembers: [{ id: '00000000-0000-4000-8000-000000000003', name: 'Max Planck' }],
      pinForDays: '3',
      everyone: true,
    });
    const copy = incentiveToForm(saved, 'UTC', true);
    expect([copy.startAt, copy.endAt]).toEqual(['', '']);
    expect(copy.points).toBe('100');
  });

  it('makes the request: window in the zone, reviewers by kind, no period unless per period', () => {
    const form = { ...incentiveToForm(saved, 'Europe/Berlin') };
    const body = incentiveRequestOf(form, 'Europe/Berlin', true);
    expect(body).toMatchObject({
      points: 100,
      startAt: '2026-11-28T09:00:00.000Z',
      claimPeriod: 'week',
      reviewerIds: ['00000000-0000-4000-8000-000000000003'],
      audience: [],
      pinForDays: 3,
      publish: true,
    });
    const once = incentiveRequestOf(
      { ...form, claimLimit: 'once', reviewerKind: 'managers', pinForDays: '0' },
      'UTC',
      false,
    );
    expect(once).toMatchObject({ claimPeriod: null, reviewerIds: [], pinForDays: null, publish: false });
  });

  it('asks for the window only when publishing, and for a bank when points are paid', () => {
    let publishing = false;
    const schema = incentiveForm('UTC', () => publishing);
    const draft = { ...emptyIncentiveForm(), name: 'Draft', points: '10' };
    const paths = (value: unknown) =>
      schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(paths(draft)).toEqual([['budgetItemId', 'Choose the point bank that pays this incentive']]);
    expect(paths({ ...draft, points: '', budgetItemId: null })).toEqual([]);
    publishing = true;
    expect(paths({ ...draft, points: '0' }).map(([path]) => path)).toEqual(['startAt', 'endAt']);
    expect(paths({ ...draft, points: '0', startAt: '2026-12-02T10:00', endAt: '2026-12-01T10:00' })).toEqual([
      ['endAt', 'The end must be after the start'],
    ]);
    publishing = false;
    expect(paths({ ...draft, points: '1.5', budgetItemId: 'x' })).toEqual([
      ['points', 'Points must be a whole number'],
    ]);
  });
});
