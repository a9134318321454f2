import { describe, expect, it } from 'vitest';
import type { Resource } from '#shared/contract/resource';
import { formOf, htmlToText, resourceForm, splitCategories, textToHtml, toRequest } from './resource-form.ts';

const errorsOf = (changes: Partial<ReturnType<typeof formOf>>) => {
  const result = resourceForm.safeParse({ ...formOf(null), title: 'Guide', ...changes });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the resource editor’s fields', () => {
  it('writes paragraphs from plain text, escaping markup, and reads them back', () => {
    const html = textToHtml('First line\nsecond line\n\n<script>x</script> & more\n\n\n');
    expect(html).toBe('<p>First line<br>second line</p><p>&lt;script&gt;x&lt;/script&gt; &amp; more</p>');
    expect(htmlToText(html)).toBe('First line\nsecond line\n\n<script>x</script> & more');
    expect(htmlToText('<ul><li>One</li><li>Two</li></ul>')).toBe('One\nTwo');
  });

  it('refuses other link schemes, too many categories and numbers out of range', () => {
    expect(errorsOf({ linkUrl: 'javascript:alert(1)' })).toEqual({
      linkUrl: 'Enter a link that starts with https:// or http://',
    });
    expect(errorsOf({ linkUrl: 'https://acme.example/a' })).toEqual({});
    expect(errorsOf({ categories: 'a, b, c, d, e, f' })).toEqual({
      categories: 'Choose 5 categories or fewer',
    });
    expect(errorsOf({ estimatedMinutes: '1.5', completionPoints: '1001' })).toEqual({
      estimatedMinutes: 'Enter a whole number',
      completionPoints: 'Use 1000 points or fewer',
    });
    expect(errorsOf({ title: '   ' })).toHaveProperty('title');
  });

  it('turns the fields into the contract’s body, sending the body only when it changed', () => {
    const form = {
      ...formOf(null),
      title: 'Guide',
      body: 'Read me',
      linkUrl: ' https://acme.example/g ',
      categories: ' Wellbeing, , HR ',
      estimatedMinutes: '12',
      completionPoints: '',
      recommended: true,
      everyone: false,
      teamIds: ['t1'],
      roles: ['admin'],
    };
    expect(splitCategories(form.categories)).toEqual(['Wellbeing', 'HR']);
    expect(toRequest(form, { fileId: 'f', coverId: null }, true)).toEqual({
      title: 'Guide',
      summary: '',
      body: '<p>Read me</p>',
      linkUrl: 'https://acme.example/g',
      fileId: 'f',
      coverId: null,
      categories: ['Wellbeing', 'HR'],
      estimatedMinutes: 12,
      completionPoints: 0,
      recommended: true,
      audience: { everyone: false, teamIds: ['t1'], roles: ['admin'] },
    });
    expect(toRequest({ ...form, everyone: true }, { fileId: null, coverId: null }, false)).not.toHaveProperty(
      'body',
    );
    expect(toRequest({ ...form, everyone: true }, { fileId: null, coverId: null }, false).audience).toEqual({
      everyone: true,
      teamIds: [],
      roles: [],
    });
  });

  it('starts an edit from the saved resource', () => {
    const saved = {
      title: 'Old',
      summary: 's',
      body: '<p>a</p><p>b</p>',
      linkUrl: null,
      categories: ['X', 'Y'],
      estimatedMinutes: 5,
      completionPoints: 3,
      recommended: false,
      audience: { everyone: true, teamIds: [], roles: [] },
    } as unknown as Resource;
    expect(formOf(saved)).toMatchObject({
      body: 'a\n\nb',
      linkUrl: '',
      categories: 'X, Y',
      estimatedMinutes: '5',
      completionPoints: '3',
      everyone: true,
    });
  });
});
