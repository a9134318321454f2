import type { SegmentKind } from '#shared/constants';
import type { ReportId, ReportSegment } from '#shared/contract/report';
import { noBankKey } from './awards.ts';

export type ExportLocale = 'en' | 'de';

/** The exports' headings in both languages (the renderer's catalogues hold the same words). */
const labels = {
  en: {
    titles: {
      'redemption-summary': 'Redemption summary',
      engagement: 'Engagement',
      'award-summary': 'Award summary',
      'manager-leaderboard': 'Manager leaderboard',
    },
    group: 'Group',
    total: 'Total',
    segments: 'Segments: {{segments}}',
    segmentKinds: {
      country: 'Country',
      region: 'Region',
      location: 'Location',
      department: 'Department',
      costCenter: 'Cost center',
      businessUnit: 'Business unit',
      group: 'Group',
    } as Record<SegmentKind, string>,
    noBank: 'No point bank',
    columns: {
      orders: 'Orders',
      points: 'Points',
      money: 'Face value',
      refunds: 'Refunds',
      refundedPoints: 'Refunded points',
      recognitionsSent: 'Recognitions sent',
      recognitionsReceived: 'Recognitions received',
      awardsSent: 'Awards sent',
      awardsReceived: 'Awards received',
      activeMembers: 'Active members',
      members: 'Members',
      participation: 'Participation (%)',
      awards: 'Awards',
      recipients: 'Recipients',
      nominations: 'Nominations',
      directReports: 'Direct reports',
      recognitionsGiven: 'Recognitions given',
      reportsReceived: 'Recognitions received by reports',
    } as Record<string, string>,
  },
  de: {
    titles: {
      'redemption-summary': 'Einlösungsübersicht',
      engagement: 'Engagement',
      'award-summary': 'Auszeichnungsübersicht',
      'manager-leaderboard': 'Rangliste der Führungskräfte',
    },
    group: 'Gruppe',
    total: 'Summe',
    segments: 'Segmente: {{segments}}',
    segmentKinds: {
      country: 'Land',
      region: 'Region',
      location: 'Standort',
      department: 'Abteilung',
      costCenter: 'Kostenstelle',
      businessUnit: 'Geschäftsbereich',
      group: 'Gruppe',
    } as Record<SegmentKind, string>,
    noBank: 'Keine Punktebank',
    columns: {
      orders: 'Bestellungen',
      points: 'Punkte',
      money: 'Nennwert',
      refunds: 'Erstattungen',
      refundedPoints: 'Erstattete Punkte',
      recognitionsSent: 'Gesendete Anerkennungen',
      recognitionsReceived: 'Erhaltene Anerkennungen',
      awardsSent: 'Vergebene Auszeichnungen',
      awardsReceived: 'Erhaltene Auszeichnungen',
      activeMembers: 'Aktive Mitglieder',
      members: 'Mitglieder',
      participation: 'Beteiligung (%)',
      awards: 'Auszeichnungen',
      recipients: 'Empfänger',
      nominations: 'Nominierungen',
      directReports: 'Direkt unterstellt',
      recognitionsGiven: 'Vergebene Anerkennungen',
      reportsReceived: 'Von Mitarbeitenden erhaltene Anerkennungen',
    } as Record<string, string>,
  },
} as const satisfies Record<ExportLocale, { titles: Record<ReportId, string> } & Record<string, unknown>>;

export const exportLabels = (locale: ExportLocale) => labels[locale];

/** A row's name in an export: the bank row without a bank gets words. */
export const rowName = (locale: ExportLocale, groupBy: string, key: string, label: string): string =>
  groupBy === 'bank' && key === noBankKey ? labels[locale].noBank : label;

/** The view's segments as a heading line's words (`Department: Engineering, Location: Berlin`). */
export const segmentsText = (locale: ExportLocale, segments: ReportSegment[]): string =>
  segments.map((segment) => `${labels[locale].segmentKinds[segment.kind]}: ${segment.value}`).join(', ');
