import { describe, expect, it } from 'vitest';
import { ruleErrors } from './automation.ts';

describe('ruleErrors', () => {
  it('is undefined without errors', () => {
    expect(ruleErrors(undefined)).toBeUndefined();
  });

  it('reads the list message', () => {
    expect(ruleErrors({ message: 'Add at least one rule', type: 'too_small' })).toEqual({
      message: 'Add at least one rule',
      rules: [],
    });
  });

  it('reads each rule values message by position', () => {
    const errors = Object.assign([undefined, { values: { message: 'Choose at least one value' } }], {});
    expect(ruleErrors(errors)).toEqual({
      message: undefined,
      rules: [undefined, 'Choose at least one value'],
    });
  });

  it('reads the root message of an array error', () => {
    const errors = Object.assign([], { root: { message: 'Add at least one rule' } });
    expect(ruleErrors(errors)?.message).toBe('Add at least one rule');
  });
});
