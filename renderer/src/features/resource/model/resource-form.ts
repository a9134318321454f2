import { z } from 'zod';
import {
  type Resource,
  type ResourceRequest,
  resourceCategoriesMax,
  resourceLink,
  resourceRequest,
  resourceTexts,
} from '#shared/contract/resource';

/**
 * The editor's fields as a person types them: categories as one comma-separated line, minutes and
 * points as text, the body as plain paragraphs. `toRequest` turns them into the contract's body.
 */
const wholeNumber = (max: number, tooBig: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d+$/.test(value), { error: resourceTexts.wholeNumber })
    .refine((value) => value === '' || Number(value) <= max, { error: tooBig });

export const resourceForm = z.object({
  title: resourceRequest.shape.title,
  summary: z.string().trim().max(500, { error: 'Use 500 characters or fewer' }),
  body: z.string().max(20_000, { error: 'Use 20000 characters or fewer' }),
  linkUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || resourceLink.safeParse(value).success, {
      error: 'Enter a link that starts with https:// or http://',
    }),
  categories: z.string().refine((value) => splitCategories(value).length <= resourceCategoriesMax, {
    error: `Choose ${resourceCategoriesMax} categories or fewer`,
  }),
  estimatedMinutes: wholeNumber(600, 'Use 600 minutes or fewer'),
  completionPoints: wholeNumber(1000, 'Use 1000 points or fewer'),
  recommended: z.boolean(),
  everyone: z.boolean(),
  teamIds: z.array(z.string()),
  roles: z.array(z.string()),
});
export type ResourceForm = z.infer<typeof resourceForm>;

export const splitCategories = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text to the body's HTML: a blank line starts a paragraph, a line break stays one. */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The body's HTML as the editor shows it: paragraphs and list items on lines of their own. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html
      .replace(/<br\s*\/?>/g, '\n')
      .replace(/<\/(p|blockquote)>/g, '$&\n\n')
      .replace(/<\/li>/g, '$&\n'),
    'text/html',
  );
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}

export function formOf(resource: Resource | null): ResourceForm {
  return {
    title: resource?.title ?? '',
    summary: resource?.summary ?? '',
    body: resource ? htmlToText(resource.body) : '',
    linkUrl: resource?.linkUrl ?? '',
    categories: resource?.categories.join(', ') ?? '',
    estimatedMinutes: resource?.estimatedMinutes ? String(resource.estimatedMinutes) : '',
    completionPoints: resource?.completionPoints ? String(resource.completionPoints) : '',
    recommended: resource?.recommended ?? false,
    everyone: resource?.audience.everyone ?? true,
    teamIds: resource?.audience.teamIds ?? [],
    roles: resource?.audience.roles ?? [],
  };
}

/**
 * The contract's body. `bodyChanged`: a body saved with lists or links (the API takes them) is
 * sent again only when the person edited it here, so opening the editor never flattens it.
 */
export function toRequest(
  form: ResourceForm,
  uploads: { fileId: string | null; coverId: string | null },
  bodyChanged: boolean,
): ResourceRequest {
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    title: form.title,
    summary: form.summary,
    ...(bodyChanged ? { body: textToHtml(form.body) } : {}),
    linkUrl: form.linkUrl.trim() === '' ? null : form.linkUrl.trim(),
    fileId: uploads.fileId,
    coverId: uploads.coverId,
    categories: splitCategories(form.categories),
    estimatedMinutes: number(form.estimatedMinutes),
    completionPoints: number(form.completionPoints) ?? 0,
    recommended: form.recommended,
    audience: form.everyone
      ? { everyone: true, teamIds: [], roles: [] }
      : { everyone: false, teamIds: form.teamIds, roles: form.roles },
  };
}
