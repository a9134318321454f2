import { describe, expect, it } from 'vitest';
import { afterDraftsEmpty, draftLabel, showInProgressTab } from './drafts.ts';

describe('drafts', () => {
  it('labels scheduled sends and plain drafts', () => {
    expect(draftLabel({ scheduledAt: '2026-11-24T09:00:00.000Z' })).toBe('scheduled');
    expect(draftLabel({ scheduledAt: null })).toBe('draft');
  });

  it('shows "In progress" only with the permission and a draft', () => {
    expect(showInProgressTab(true, 2)).toBe(true);
    expect(showInProgressTab(true, 0)).toBe(false);
    expect(showInProgressTab(false, 3)).toBe(false);
    expect(showInProgressTab(true, undefined)).toBe(false);
  });

  it('returns to the send view when none remain', () => {
    expect(afterDraftsEmpty(true)).toBe('/recognition/send');
    expect(afterDraftsEmpty(false)).toBe('/home');
  });
});
