import { describe, expect, it } from 'vitest';
import { newPasswordForm } from './new-password-page.tsx';

const issues = (password: string, confirm: string) => {
  const result = newPasswordForm.safeParse({ password, confirm });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.code}`);
};

describe('newPasswordForm', () => {
  it('takes a password of 10 characters or more typed the same twice', () => {
    expect(issues('correct horse', 'correct horse')).toEqual([]);
    expect(issues('0123456789', '0123456789')).toEqual([]);
  });

  it('refuses a password under 10 characters, at the password', () => {
    expect(issues('012345678', '012345678')).toEqual(['password:too_small']);
  });

  it('refuses a password over 256 characters, at the password (the page says "too long")', () => {
    const long = 'x'.repeat(257);
    expect(issues(long, long)).toEqual(['password:too_big']);
  });

  it('refuses a repeat that differs, at the repeat', () => {
    expect(issues('correct horse', 'correct horsE')).toEqual(['confirm:custom']);
    expect(
      newPasswordForm.safeParse({ password: 'correct horse', confirm: '' }).error?.issues[0]?.message,
    ).toBe('mismatch');
  });
});
