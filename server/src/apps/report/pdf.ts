import { sql } from 'drizzle-orm';
import type { ReportResult } from '#shared/contract/report';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Services } from '../../services.ts';
import { type ExportLocale, exportLabels, rowName, segmentsText } from './export-labels.ts';
import { chartBars, labelEvery, pdfChartColumn } from './pdf-chart.ts';

/** What the PDF's header shows of the organization. */
export type PdfBranding = { tenantName: string; brandColor: string | null; logo: Buffer | null };

const defaultBrandColor = '#5b5fc7';

/** A PNG or JPEG logo can be drawn; others (SVG) give way to the organization's name. */
const isRaster = (file: Buffer) =>
  (file[0] === 0x89 && file.toString('ascii', 1, 4) === 'PNG') || (file[0] === 0xff && file[1] === 0xd8);

/** The organization's name, colour and logo file (its logo variant), read for the PDF. */
export async function pdfBranding(services: Services, tx: Tx, tenantId: string): Promise<PdfBranding> {
  const [tenant] = rowsOf<{
    name: string;
    brand_color: string | null;
    variants: Record<string, string> | null;
  }>(
    await tx.execute(sql`
      select t.name, t.brand_color, m.variants from tenants t
      left join media m on m.id = t.logo_media_id
      where t.id = ${tenantId}`),
  );
  const key = tenant?.variants?.logo ?? tenant?.variants?.original;
  const file = key ? await services.storage.get(key).catch(() => null) : null;
  return {
    tenantName: tenant?.name ?? '',
    brandColor: tenant?.brand_color ?? null,
    logo: file && isRaster(file) ? file : null,
  };
}

const words = {
  en: {
    period: 'From {{from}} to {{to}}',
    teams: 'Teams: {{teams}}',
    allTeams: 'Teams: all',
    made: 'Made on {{date}}',
  },
  de: {
    period: 'Vom {{from}} bis {{to}}',
    teams: 'Teams: {{teams}}',
    allTeams: 'Teams: alle',
    made: 'Erstellt am {{date}}',
  },
};
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The chart above the table: the report's main figure per group as bars in the organization's
 * colour, a scale on the left with its gridlines, the groups' names under the bars (every few
 * when there are many). Leaves the cursor under the chart.
 */
function drawChart(
  doc: PDFKit.PDFDocument,
  result: ReportResult,
  options: { locale: ExportLocale; color: string; left: number; width: number },
) {
  const { locale, color, left, width } = options;
  const labels = exportLabels(locale);
  const column = pdfChartColumn(result);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const rows = result.rows.map((row) => ({
    label: rowName(locale, result.groupBy, row.key, row.label),
    value: row.values[column] ?? 0,
  }));
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#242424')
    .text(labels.columns[column] ?? column, left, doc.y, { width });
  const scaleWidth = 44;
  const box = { x: left + scaleWidth, y: doc.y + 8, width: width - scaleWidth, height: 140 };
  const { bars, top } = chartBars(rows, box);
  doc.font('Helvetica').fontSize(7).lineWidth(0.5);
  for (const step of [0, 0.5, 1]) {
    const y = box.y + box.height - step * box.height;
    doc
      .moveTo(box.x, y)
      .lineTo(box.x + box.width, y)
      .strokeColor(step === 0 ? '#8a8a8a' : '#e0e0e0')
      .stroke();
    doc.fillColor('#616161').text(number.format(top * step), left, y - 3, {
      width: scaleWidth - 6,
      align: 'right',
      lineBreak: false,
    });
  }
  const every = labelEvery(bars.length, box.width);
  bars.forEach((bar, i) => {
    if (bar.height > 0) doc.rect(bar.x, bar.y, bar.width, bar.height).fill(color);
    // The value over the bar while there is room for it.
    if (bars.length <= 24)
      doc.fillColor('#424242').text(number.format(bar.value), bar.x - 10, bar.y - 9, {
        width: bar.width + 20,
        align: 'center',
        lineBreak: false,
      });
    if (i % every === 0) {
      const slot = (box.width / bars.length) * every;
      doc.fillColor('#424242').text(bar.label, bar.x + bar.width / 2 - slot / 2, box.y + box.height + 3, {
        width: slot,
        align: 'center',
        height: 9,
        lineBreak: false,
        ellipsis: true,
      });
    }
  });
  doc.x = left;
  doc.y = box.y + box.height + 22;
}

/**
 * A report as a PDF (pdfkit, docs/report.md): A4 landscape, a band in the organization's colour
 * with its logo (or name), the title, range, teams and segments, the chart (the main figure per
 * group in the organization's colour), and the table with its total line,
 * continued on further pages with the heading row repeated. pdfkit (about 30 MB resident) loads
 * with the first PDF, not at start (issue 32's memory budget at rest).
 */
export async function reportPdf(
  result: ReportResult,
  options: {
    locale: ExportLocale;
    branding: PdfBranding;
    teamNames: string[];
    madeOn: string;
    /** Tests read the drawing instructions; files are compressed. */
    compress?: boolean;
  },
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const { locale, branding } = options;
  const labels = exportLabels(locale);
  const color = /^#[0-9a-f]{6}$/i.test(branding.brandColor ?? '')
    ? (branding.brandColor as string)
    : defaultBrandColor;
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 40,
    compress: options.compress ?? true,
    info: { Title: labels.titles[result.id], Author: branding.tenantName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  // The band: logo or name in white on the organization's colour.
  doc.rect(0, 0, doc.page.width, 64).fill(color);
  if (branding.logo) doc.image(branding.logo, left, 12, { fit: [200, 40] });
  else
    doc
      .fillColor('#ffffff')
      .font('Helvetica-Bold')
      .fontSize(20)
      .text(branding.tenantName, left, 22, { width });
  doc
    .fillColor('#242424')
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(labels.titles[result.id], left, 84, { width });
  doc.font('Helvetica').fontSize(11).fillColor('#424242');
  doc.text(fill(words[locale].period, { from: result.from, to: result.to }), { width });
  doc.text(
    options.teamNames.length
      ? fill(words[locale].teams, { teams: options.teamNames.join(', ') })
      : words[locale].allTeams,
    { width },
  );
  if (result.segments.length)
    doc.text(fill(labels.segments, { segments: segmentsText(locale, result.segments) }), { width });
  doc.moveDown();
  if (result.rows.length > 0) drawChart(doc, result, { locale, color, left, width });

  const heads = [labels.group, ...result.columns.map((column) => labels.columns[column] ?? column)];
  const first = Math.max(160, width - (heads.length - 1) * 90);
  const rest = (width - first) / (heads.length - 1);
  const widths = [first, ...heads.slice(1).map(() => rest)];
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const drawRow = (cells: string[], bold: boolean, shaded: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: (widths[i] ?? 80) - 8 }))) + 8;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawHeads();
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    }
    const y = doc.y;
    if (shaded) doc.rect(left, y, width, height).fill('#f0f0f0');
    let x = left;
    cells.forEach((cell, i) => {
      doc
        .fillColor('#242424')
        .text(cell, x + 4, y + 4, { width: (widths[i] ?? 80) - 8, align: i === 0 ? 'left' : 'right' });
      x += widths[i] ?? 80;
    });
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.5)
      .strokeColor('#d1d1d1')
      .stroke();
    doc.x = left;
    doc.y = y + height;
  };
  const drawHeads = () => drawRow(heads, true, false);
  drawHeads();
  for (const row of result.rows) {
    drawRow(
      [
        rowName(locale, result.groupBy, row.key, row.label),
        ...result.columns.map((c) => number.format(row.values[c] ?? 0)),
      ],
      false,
      false,
    );
  }
  drawRow([labels.total, ...result.columns.map((c) => number.format(result.totals[c] ?? 0))], true, true);
  doc.moveDown();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#707070')
    .text(fill(words[locale].made, { date: options.madeOn }), left);
  doc.end();
  return done;
}

/** The view's team names, for the PDF's heading. */
export async function teamNamesOf(tx: Tx, teamIds: string[]): Promise<string[]> {
  if (teamIds.length === 0) return [];
  return rowsOf<{ name: string }>(
    await tx.execute(
      sql`select name from teams where id = any(${`{${teamIds.join(',')}}`}::uuid[]) order by lower(name)`,
    ),
  ).map((row) => row.name);
}

/** The PDF of a result and its file name, in the organization's branding. */
export async function reportPdfFile(
  services: Services,
  tx: Tx,
  tenantId: string,
  result: ReportResult,
  locale: ExportLocale,
): Promise<{ fileName: string; content: Buffer }> {
  const content = await reportPdf(result, {
    locale,
    branding: await pdfBranding(services, tx, tenantId),
    teamNames: await teamNamesOf(tx, result.teamIds),
    madeOn: services.now().toISOString().slice(0, 10),
  });
  return { fileName: `${result.id}-${result.from}-${result.to}.pdf`, content };
}
