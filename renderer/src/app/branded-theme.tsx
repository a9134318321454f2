import { FluentProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useBranding } from '../lib/branding.ts';
import { themeFor } from './theme.ts';

/**
 * Themes everything inside it (pages, dialogs, toasts: their portals follow the nearest provider)
 * in the host's brand colour, or in the app theme without one. Always rendered, so a colour
 * arriving or changing restyles the pages without remounting them. Sits inside the query client's
 * provider (it reads the branding query).
 */
export function BrandedTheme({ children }: { children: ReactNode }) {
  const { brandColor } = useBranding();
  return <FluentProvider theme={themeFor(brandColor)}>{children}</FluentProvider>;
}
