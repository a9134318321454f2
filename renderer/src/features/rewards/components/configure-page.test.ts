import { describe, expect, it } from 'vitest';
import { configureForm } from './configure-page.tsx';

const filled = {
  name: '  Gift cards  ',
  enabled: true,
  platformName: 'Acme platform',
  platformKey: 'secret-key-123',
  customerIdentifier: 'C-1',
  accountIdentifier: 'A-1',
  environment: 'sandbox' as const,
  pointsPerUnit: ' 10 ',
};
const paths = (creating: boolean, values: object) => {
  const result = configureForm(creating).safeParse({ ...filled, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the Tango provider form', () => {
  it('sends the trimmed name and the points per unit as a number, with the key', () => {
    expect(configureForm(true).parse(filled)).toEqual({
      name: 'Gift cards',
      description: '',
      enabled: true,
      tango: {
        platformName: 'Acme platform',
        customerIdentifier: 'C-1',
        accountIdentifier: 'A-1',
        environment: 'sandbox',
        pointsPerUnit: 10,
        platformKey: 'secret-key-123',
      },
    });
  });

  it('asks for a key of 8 characters or more on a new provider', () => {
    expect(paths(true, { platformKey: '' })).toEqual(['platformKey']);
    expect(paths(true, { platformKey: 'short' })).toEqual(['platformKey']);
  });

  it('keeps the saved key when an edit leaves it empty: nothing is sent for it', () => {
    expect(configureForm(false).parse({ ...filled, platformKey: '' }).tango).not.toHaveProperty(
      'platformKey',
    );
    expect(paths(false, { platformKey: 'short' })).toEqual(['platformKey']);
  });

  it('refuses points per unit that are not a whole number from 1 to 100,000', () => {
    for (const pointsPerUnit of ['0', '1.5', 'ten', '100001', '']) {
      expect(paths(true, { pointsPerUnit })).toEqual(['pointsPerUnit']);
    }
    expect(paths(true, { pointsPerUnit: '100000' })).toEqual([]);
  });

  it('asks for a name and the identifiers', () => {
    expect(paths(true, { name: '   ', customerIdentifier: ' ', accountIdentifier: '' })).toEqual([
      'name',
      'customerIdentifier',
      'accountIdentifier',
    ]);
  });
});
