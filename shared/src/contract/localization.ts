import { z } from 'zod';
import { timezone } from './identity.ts';

/**
 * Language and time (000 §2 /localization, Platform set up): the tenant's defaults. A member's
 * own language and time zone (their settings) win over these.
 */

/** The UI languages the product ships; English is the fallback of every text. */
export const uiLanguages = ['en', 'de'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

export const weekStarts = ['monday', 'sunday', 'saturday'] as const;
export type WeekStart = (typeof weekStarts)[number];

/**
 * Named date patterns: `locale` follows the reader's language (23.11.2026 in German, Nov 23, 2026
 * in English); the others fix the order whatever the language.
 */
export const datePatterns = ['locale', 'dayMonthYear', 'monthDayYear', 'yearMonthDay'] as const;
export type DatePattern = (typeof datePatterns)[number];

export const tenantLocalization = z.object({
  language: z.enum(uiLanguages, { error: 'Choose English or German' }),
  timeZone: timezone,
  weekStart: z.enum(weekStarts, { error: 'Choose Monday, Sunday or Saturday' }),
  dateFormat: z.enum(datePatterns, { error: 'Choose one of the date formats' }),
});
export type TenantLocalization = z.infer<typeof tenantLocalization>;

/** PUT /identity/tenants/localization: all four settings at once. */
export const tenantLocalizationRequest = tenantLocalization.strict();
export type TenantLocalizationRequest = z.input<typeof tenantLocalizationRequest>;
