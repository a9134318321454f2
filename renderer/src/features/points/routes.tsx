import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithRetry } from '../../lib/lazy-with-retry.ts';

/** A named page component of a lazily loaded module. */
const named =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  async () => ({ Component: (await lazyWithRetry(load))[name] as ComponentType });

const sourcePage = () => import('./components/source-configure-page.tsx');
const bankForm = () => import('./components/bank-configure-page.tsx');

/**
 * Points administration (000 §2): the four admin tabs, a member's reporting, the bank,
 * celebration and peer pages, and the configure page of each allocation source. The celebration
 * sources' configure pages sit under their own names (`/points/birthdays/configure`...): the spec
 * names them "similar configure routes" without their paths (docs/points-renderer.md).
 */
export const routes: RouteObject[] = [
  {
    path: '/points/preferences',
    lazy: named(() => import('./components/preferences-page.tsx'), 'PreferencesPage'),
  },
  {
    path: '/points/allocation',
    lazy: named(() => import('./components/allocation-page.tsx'), 'AllocationPage'),
  },
  {
    path: '/points/reporting',
    lazy: named(() => import('./components/reporting-page.tsx'), 'ReportingPage'),
  },
  {
    path: '/points/reporting/:id',
    lazy: named(() => import('./components/member-reporting-page.tsx'), 'MemberReportingPage'),
  },
  {
    path: '/points/liabilities',
    lazy: named(() => import('./components/liabilities-page.tsx'), 'LiabilitiesPage'),
  },
  { path: '/points/bank', lazy: named(() => import('./components/bank-page.tsx'), 'BankPage') },
  {
    path: '/points/celebration',
    lazy: named(() => import('./components/celebration-page.tsx'), 'CelebrationPage'),
  },
  { path: '/points/peer', lazy: named(() => import('./components/peer-page.tsx'), 'PeerPage') },
  { path: '/points/allocation/configure/:id', lazy: named(sourcePage, 'SourceConfigurePage') },
  { path: '/points/birthdays/configure', lazy: named(sourcePage, 'BirthdaysConfigurePage') },
  { path: '/points/onboarding/configure', lazy: named(sourcePage, 'OnboardingConfigurePage') },
  { path: '/points/welcome/configure', lazy: named(sourcePage, 'WelcomeConfigurePage') },
  { path: '/points/anniversary/configure', lazy: named(sourcePage, 'AnniversaryConfigurePage') },
  { path: '/points/bank/configure', lazy: named(bankForm, 'BankConfigurePage') },
  { path: '/points/bank/configure/:id', lazy: named(bankForm, 'BankConfigurePage') },
];
