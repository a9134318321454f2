import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentDomain } from '../lib/branding.ts';
import { sessionQueries } from '../lib/session/queries.ts';
import { renderWithProviders } from '../test/render-with-providers.tsx';
import { BrandedTheme } from './branded-theme.tsx';

/** The CSS custom properties Fluent's providers have written into the document. */
const themeCss = () =>
  Array.from(document.styleSheets)
    .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    .join('\n');

describe('BrandedTheme', () => {
  it('themes its content in the host brand colour as soon as the branding answer has one', async () => {
    const { client } = renderWithProviders(
      <BrandedTheme>
        <p>content</p>
      </BrandedTheme>,
    );
    expect(themeCss()).not.toContain('--colorBrandBackground: #8A1538');
    act(() =>
      client.setQueryData(sessionQueries.tenantMetadata(currentDomain()).queryKey, {
        id: null,
        name: 'Acme',
        language: 'en',
        logoUrls: null,
        bannerUrls: null,
        brandColor: '#8A1538',
      }),
    );
    await waitFor(() => expect(themeCss()).toContain('--colorBrandBackground: #8A1538'));
  });
});
