import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { tenants } from '../db/schema.ts';
import { tenantUrl } from '../http/tenancy.ts';
import { mediaFileUrl } from '../kernel/media/urls.ts';
import type { Services } from '../services.ts';
import type { Mail } from './mailer.ts';

/** The tenant as its mails show it (issue 14, branding: name, logo, colour). */
export type MailBranding = {
  tenantName: string;
  /** The tenant's web address; links and images in the mail are absolute under it. */
  appUrl: string;
  /** A signed path of the logo (`/api/media/files/...`), or null. */
  logoPath: string | null;
  brandColor: string | null;
};

/** Fluent's own brand colour, for a tenant without one. */
const defaultBrandColor = '#5b5fc7';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function brandColorOf(branding: MailBranding): string {
  return /^#[0-9a-f]{6}$/i.test(branding.brandColor ?? '')
    ? (branding.brandColor as string)
    : defaultBrandColor;
}

/** The tenant's name, address, logo and colour, read for one of its mails. */
export async function mailBranding(
  services: Services,
  db: Executor,
  tenantId: string,
): Promise<MailBranding & { language: string }> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) throw new Error('tenant not found');
  return brandingOf(services, tenant);
}

export function brandingOf(
  services: Services,
  tenant: typeof tenants.$inferSelect,
): MailBranding & { language: string } {
  return {
    tenantName: tenant.name,
    appUrl: tenantUrl(services, tenant),
    logoPath: tenant.logoMediaId ? mediaFileUrl(tenant.logoMediaId, 'logo') : null,
    brandColor: tenant.brandColor,
    language: tenant.language,
  };
}

/**
 * The frame of every HTML mail: a header in the tenant's colour with its logo (or name), the
 * content, and a footer line. Tables and inline styles, since that is what mail clients render.
 */
export function brandedHtml(
  branding: MailBranding,
  { language, title, content, footer }: { language: string; title: string; content: string; footer?: string },
): string {
  const color = brandColorOf(branding);
  const origin = branding.appUrl.replace(/\/$/, '');
  const logo = branding.logoPath
    ? `<img src="${escapeHtml(origin + branding.logoPath)}" alt="${escapeHtml(branding.tenantName)}" style="max-height:48px;max-width:200px">`
    : `<strong style="font-size:20px;color:#ffffff">${escapeHtml(branding.tenantName)}</strong>`;
  const footerRow = footer
    ? `<tr><td style="padding:16px 24px;color:#707070;font-size:12px;border-top:1px solid #e0e0e0">${escapeHtml(footer)}</td></tr>`
    : '';
  return `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f5;font-family:'Segoe UI',Helvetica,Arial,sans-serif;color:#242424">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f5"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${color};padding:16px 24px">${logo}</td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">${content}</td></tr>
${footerRow}
</table></td></tr></table></body></html>`;
}

const urlPattern = /https?:\/\/[^\s<>"]+/g;

/** Plain text as HTML paragraphs: escaped, blank lines split paragraphs, addresses become links. */
export function textAsHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(urlPattern, (url) => `<a href="${url}">${url}</a>`);
      return `<p style="margin:0 0 12px">${escaped.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
}

/** A text mail with its HTML twin in the tenant's branding: same words, logo and colour around them. */
export function withBrandedHtml(mail: Mail, branding: MailBranding, language: string): Mail {
  return {
    ...mail,
    html: brandedHtml(branding, { language, title: mail.subject, content: textAsHtml(mail.text) }),
  };
}
