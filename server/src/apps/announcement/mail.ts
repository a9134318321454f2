import type { ParticipationKind } from '#shared/contract/announcement';
import { readableText } from '../../kernel/sanitize.ts';
import { brandColorOf, brandedHtml, escapeHtml, type MailBranding } from '../../mail/branded-html.ts';
import { mailPart } from '../../mail/mail-texts.ts';
import { announcementPath } from './delivery.ts';
import { signBodyImages } from './sanitize.ts';

export type AnnouncementMailInput = {
  id: string | null;
  title: string;
  /** Sanitized body HTML as stored (image links unsigned). */
  body: string;
  attachments: { name: string; path: string }[];
  participation: ParticipationKind;
  kind: 'published' | 'reminder';
  language: string;
  branding: MailBranding;
};

export type RenderedMail = { subject: string; html: string; text: string };

/** The body as plain text: blocks become lines, list items get a dash, images their alt text. */
export function bodyText(html: string): string {
  const lined = html
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h2|h3|h4|li|blockquote)>|<br\s*\/?>|<hr\s*\/?>/gi, '\n')
    .replace(/<img[^>]*alt="([^"]*)"[^>]*>/gi, '[$1]');
  return readableText(lined)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * An announcement's e-mail: subject, an HTML document in the tenant's colours with its logo, and
 * the plain-text alternative. The e-mail preview and the mail sweep both call this, so what the
 * author previews is what recipients get.
 */
export function renderAnnouncementMail(input: AnnouncementMailInput): RenderedMail {
  const { branding, language } = input;
  const origin = branding.appUrl.replace(/\/$/, '');
  const link = input.id ? `${origin}${announcementPath(input.id)}` : `${origin}/announcements`;
  const part = (name: Parameters<typeof mailPart<'announcement'>>[2], values: Record<string, string> = {}) =>
    mailPart(language, 'announcement', name, values);
  const tenant = { tenant: branding.tenantName };
  const reminder = input.kind === 'reminder';
  const subject = reminder
    ? part('reminderSubject', { title: input.title })
    : part('subject', { title: input.title });
  const intro = reminder ? part('reminderIntro', tenant) : part('intro', tenant);
  const action =
    input.participation === 'acknowledge'
      ? part('acknowledge')
      : input.participation === 'rsvp'
        ? part('rsvp')
        : part('open');
  const footer = part('footer', tenant);
  const attachmentLines = input.attachments.map((a) => `- ${a.name}: ${origin}${a.path}`);
  const text = mailPart(language, 'announcement', 'text', {
    intro,
    title: input.title,
    body: [
      bodyText(input.body),
      ...(attachmentLines.length ? ['', part('attachments'), ...attachmentLines] : []),
    ].join('\n'),
    action,
    link,
    footer,
  });

  const attachmentsHtml = input.attachments.length
    ? `<p style="margin:24px 0 8px;font-weight:600">${escapeHtml(part('attachments'))}</p><ul>${input.attachments
        .map((a) => `<li><a href="${escapeHtml(origin + a.path)}">${escapeHtml(a.name)}</a></li>`)
        .join('')}</ul>`
    : '';
  // Images in the body are this server's media: absolute, signed links for the mail client.
  const body = signBodyImages(input.body, origin).replace(
    /<img /g,
    '<img style="max-width:100%;height:auto" ',
  );
  const html = brandedHtml(branding, {
    language,
    title: subject,
    footer,
    content: `<p style="margin:0 0 8px;color:#616161">${escapeHtml(intro)}</p>
<h1 style="margin:0 0 16px;font-size:24px">${escapeHtml(input.title)}</h1>
<div>${body}</div>
${attachmentsHtml}
<p style="margin:24px 0 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:${brandColorOf(branding)};color:#ffffff;text-decoration:none;padding:10px 20px;border-radius:4px;font-weight:600">${escapeHtml(action)}</a></p>`,
  });
  return { subject, html, text };
}
