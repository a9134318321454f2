import { describe, expect, it } from 'vitest';
import { changePasswordForm, passwordMismatch } from './change-password-settings.tsx';

const issues = (values: object) => {
  const result = changePasswordForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('changePasswordForm', () => {
  it('accepts a matching new password of at least 10 characters', () => {
    expect(
      issues({ currentPassword: 'old', newPassword: 'Long enough1', confirmPassword: 'Long enough1' }),
    ).toEqual([]);
  });

  it('names each problem on its field', () => {
    expect(issues({ currentPassword: '', newPassword: 'short', confirmPassword: 'short' })).toEqual([
      ['currentPassword', 'Enter your current password'],
      ['newPassword', 'Use at least 10 characters'],
    ]);
    expect(
      issues({ currentPassword: 'old', newPassword: 'Long enough1', confirmPassword: 'Long enough2' }),
    ).toEqual([['confirmPassword', passwordMismatch]]);
  });
});
