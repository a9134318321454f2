import { z } from 'zod';
import { idSchema } from './common.ts';

/** Branding (000 §2 "/customize", identityApp editBanner): the tenant's name, colour, logo and banner. */

export const tenantNameMaxLength = 100;

/** WCAG relative luminance of a `#RRGGBB` colour. */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Contrast of white text on the colour; Fluent puts white text on the brand colour (primary buttons). */
export const contrastWithWhite = (hex: string) => 1.05 / (relativeLuminance(hex) + 0.05);
/** WCAG AA for normal text. */
export const minimumBrandContrast = 4.5;

export const hexColorPattern = /^#[0-9a-fA-F]{6}$/;

/** `#RRGGBB`, stored upper case, dark enough for white text (the primary button's label) on it. */
export const brandColor = z
  .string()
  .trim()
  .regex(hexColorPattern, { error: 'Enter a color as # followed by six hex digits, like #5B5FC7' })
  .transform((value) => value.toUpperCase())
  .refine((value) => contrastWithWhite(value) >= minimumBrandContrast, {
    error: 'Choose a darker color: white text on it must stay readable (contrast 4.5:1)',
  });

export const tenantName = z
  .string()
  .trim()
  .min(1, { error: 'Enter the organization name' })
  .max(tenantNameMaxLength, { error: `Use at most ${tenantNameMaxLength} characters` });

/** PATCH /identity/tenants/{id}: what an admin changes besides the pictures. */
export const tenantBrandingRequest = z
  .object({
    name: tenantName,
    /** null: back to the product's own colour. */
    brandColor: brandColor.nullable(),
  })
  .partial()
  .strict();
export type TenantBrandingRequest = z.input<typeof tenantBrandingRequest>;

/** POST /identity/tenants/{id}/logo and /banner: a completed upload of that kind, or null to remove. */
export const tenantMediaRequest = z.object({ mediaId: idSchema.nullable() }).strict();
