import type { MailTexts } from './en.ts';

/** The e-mails in German (formal "Sie", as the German UI catalogues address members). */
export const de: MailTexts = {
  welcome: {
    subject: 'Willkommen bei {{tenant}} auf Kudos',
    text: [
      'Hallo {{firstName}},',
      '',
      '{{tenant}} hat Sie zu Kudos eingeladen, wo Kolleginnen und Kollegen die Arbeit der anderen würdigen.',
      '',
      'Nehmen Sie die Einladung an und wählen Sie Ihr Passwort: {{link}}',
      '',
      'Der Link ist 7 Tage gültig. Sie melden sich mit {{email}} an.',
    ].join('\n'),
  },
  recovery: {
    subject: 'Setzen Sie Ihr Kudos-Passwort zurück',
    text: [
      'Jemand hat angefordert, das Passwort Ihres Kudos-Kontos zurückzusetzen.',
      '',
      'Wählen Sie innerhalb der nächsten Stunde ein neues Passwort: {{link}}',
      '',
      'Falls Sie das nicht waren, ignorieren Sie diese Nachricht; Ihr Passwort bleibt unverändert.',
    ].join('\n'),
  },
};
