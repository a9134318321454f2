import { sql } from 'drizzle-orm';
import {
  audienceText,
  parseReportView,
  type ReportId,
  type ReportView,
  rangeText,
  reportViewPath,
} from '#shared/contract/report';
import type { Tx } from '../../db/client.ts';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { reportMails, type StoredReportView } from '../../db/schema.ts';
import { invalid } from '../../http/errors.ts';
import { brandedHtml, escapeHtml, mailBranding } from '../../mail/branded-html.ts';
import type { Mail } from '../../mail/mailer.ts';
import type { Services } from '../../services.ts';
import { tenantCalendar } from './calendar.ts';
import { type ExportLocale, exportLabels, rowName } from './export-labels.ts';
import { reportPdfFile } from './pdf.ts';
import { runReport } from './service.ts';

export const storedView = (view: ReportView): StoredReportView => ({
  range: rangeText(view.range),
  teamIds: view.teamIds,
  segments: view.segments,
  groupBy: view.groupBy,
});

/** A stored view read back as the address would hold it. */
export const viewOfStored = (reportId: ReportId, stored: StoredReportView): ReportView =>
  parseReportView(
    reportId,
    stored.range,
    audienceText({ teamIds: stored.teamIds, segments: stored.segments ?? [] }),
    stored.groupBy,
  ).view;

const words = {
  en: {
    subject: '{{report}} report from {{tenant}}',
    intro: 'Here is the {{report}} report from {{from}} to {{to}}.',
    open: 'Open it in Kudos',
    footer: 'You receive this because someone at {{tenant}} sent you this report.',
  },
  de: {
    subject: 'Bericht „{{report}}“ von {{tenant}}',
    intro: 'Hier ist der Bericht „{{report}}“ vom {{from}} bis {{to}}.',
    open: 'In Kudos öffnen',
    footer: 'Sie erhalten diese E-Mail, weil Ihnen jemand bei {{tenant}} diesen Bericht geschickt hat.',
  },
};
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/** The addresses of the chosen members (the organization's only) and the typed ones, once each. */
export async function recipientAddresses(tx: Tx, memberIds: string[], emails: string[]): Promise<string[]> {
  const unique = [...new Set(memberIds)];
  const members =
    unique.length === 0
      ? []
      : rowsOf<{ email: string }>(
          await tx.execute(
            sql`select email from tenant_members where id = any(${`{${unique.join(',')}}`}::uuid[]) and invitation_status <> 'archived'`,
          ),
        );
  if (members.length !== unique.length) throw invalid('memberIds', 'Choose members of your organization');
  const addresses = [
    ...new Set([...members.map((m) => m.email), ...emails].map((e) => e.trim().toLowerCase())),
  ];
  if (addresses.length === 0) throw invalid('memberIds', 'Choose at least one recipient');
  return addresses;
}

/** One report mail: the view's totals and rows as a table in the tenant's branding, and the link. */
export async function composeReportMail(
  services: Services,
  tx: Tx,
  tenantId: string,
  reportId: ReportId,
  view: ReportView,
  locale: ExportLocale,
): Promise<Omit<Mail, 'to'>> {
  const result = await runReport(tx, await tenantCalendar(tx, tenantId, services.now()), reportId, view);
  const branding = await mailBranding(services, tx, tenantId);
  const labels = exportLabels(locale);
  const link = `${branding.appUrl.replace(/\/$/, '')}${reportViewPath(reportId, view)}`;
  const values = {
    report: labels.titles[reportId],
    tenant: branding.tenantName,
    from: result.from,
    to: result.to,
  };
  const heads = result.columns.map((column) => labels.columns[column] ?? column);
  const lines = [
    ...result.rows.map((row) => [
      rowName(locale, result.groupBy, row.key, row.label),
      ...result.columns.map((c) => String(row.values[c] ?? 0)),
    ]),
    [labels.total, ...result.columns.map((c) => String(result.totals[c] ?? 0))],
  ];
  const text = [
    fill(words[locale].intro, values),
    '',
    [labels.group, ...heads].join(' | '),
    ...lines.map((line) => line.join(' | ')),
    '',
    `${words[locale].open}: ${link}`,
  ].join('\n');
  const cell = (value: string, head = false) =>
    `<${head ? 'th' : 'td'} style="padding:4px 8px;border-bottom:1px solid #e0e0e0;text-align:${head ? 'left' : 'right'}">${escapeHtml(value)}</${head ? 'th' : 'td'}>`;
  const table = `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:13px;width:100%">
<tr>${[labels.group, ...heads].map((h) => cell(h, true)).join('')}</tr>
${lines.map((line) => `<tr>${line.map((v, i) => (i === 0 ? cell(v, true) : cell(v))).join('')}</tr>`).join('\n')}
</table>`;
  const content = `<p style="margin:0 0 12px">${escapeHtml(fill(words[locale].intro, values))}</p>${table}<p style="margin:16px 0 0"><a href="${escapeHtml(link)}">${escapeHtml(words[locale].open)}</a></p>`;
  const subject = fill(words[locale].subject, values);
  const pdf = await reportPdfFile(services, tx, tenantId, result, locale);
  return {
    subject,
    text,
    attachments: [{ filename: pdf.fileName, content: pdf.content, contentType: 'application/pdf' }],
    html: brandedHtml(branding, {
      language: locale,
      title: subject,
      content,
      footer: fill(words[locale].footer, values),
    }),
  };
}

/**
 * Sends a composed mail to each address (one mail each: recipients do not see each other) after
 * the caller's transaction, and records the send with its delivery state in share/email/past.
 */
export async function deliverReportMail(
  services: Services,
  record: {
    tenantId: string;
    reportId: ReportId;
    view: ReportView;
    scheduleId: string | null;
    sentById: string | null;
  },
  mail: Omit<Mail, 'to'>,
  addresses: string[],
): Promise<{ id: string; state: 'sent' | 'failed' }> {
  let failed = 0;
  for (const to of addresses) {
    try {
      await services.mailer.send({ ...mail, to });
    } catch (err) {
      failed++;
      services.log.error({ err, tenantId: record.tenantId }, 'report mail could not be sent');
    }
  }
  const state = failed === 0 ? 'sent' : 'failed';
  const [row] = await inTenant(services.db, { tenantId: record.tenantId, userId: null }, (tx) =>
    tx
      .insert(reportMails)
      .values({
        tenantId: record.tenantId,
        reportId: record.reportId,
        scheduleId: record.scheduleId,
        view: storedView(record.view),
        recipients: addresses,
        state,
        sentById: record.sentById,
      })
      .returning({ id: reportMails.id }),
  );
  return { id: row?.id as string, state };
}
