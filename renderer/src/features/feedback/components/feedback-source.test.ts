import { describe, expect, it } from 'vitest';
import { feedbackSourcePath } from './feedback-source.ts';

describe('feedbackSourcePath', () => {
  it('keeps an in-app path', () => {
    expect(feedbackSourcePath('?from=%2Fhome')).toBe('/home');
    expect(feedbackSourcePath('?from=/recognitions/1?tab=comments')).toBe('/recognitions/1?tab=comments');
  });

  it('drops anything that is not an in-app path', () => {
    expect(feedbackSourcePath('')).toBeUndefined();
    expect(feedbackSourcePath('?from=https://evil.example')).toBeUndefined();
    expect(feedbackSourcePath('?from=//evil.example')).toBeUndefined();
    expect(feedbackSourcePath('?from=/\\evil.example')).toBeUndefined();
    expect(feedbackSourcePath('?from=/feedback')).toBeUndefined();
    expect(feedbackSourcePath(`?from=/${'a'.repeat(2048)}`)).toBeUndefined();
  });
});
