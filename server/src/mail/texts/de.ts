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
  ssoLink: {
    subject: 'Bestätigen Sie den Beitritt zu {{tenant}} auf Kudos',
    text: [
      'Hallo,',
      '',
      'Das Single Sign-on von {{tenant}} ({{provider}}) hat Sie als {{email}} angemeldet. Sie haben bereits ein Kudos-Konto mit dieser Adresse, daher fragen wir Sie, bevor wir {{tenant}} hinzufügen.',
      '',
      '{{tenant}} beitreten und anmelden: {{link}}',
      '',
      'Der Link ist 24 Stunden gültig. Wenn Sie sich nicht gerade bei {{tenant}} angemeldet haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
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
  recoverySsoOnly: {
    subject: 'So melden Sie sich bei Kudos an',
    text: [
      'Jemand hat angefordert, das Passwort Ihres Kudos-Kontos zurückzusetzen.',
      '',
      'Ihre Organisation meldet Sie über {{provider}} an, daher gibt es kein Passwort zum Zurücksetzen. Wählen Sie hier „Mit {{provider}} anmelden“: {{link}}',
      '',
      'Falls Sie das nicht waren, ignorieren Sie diese Nachricht.',
    ].join('\n'),
  },
  passwordExpired: {
    subject: 'Wählen Sie ein neues Passwort für {{tenant}}',
    text: [
      'Hallo {{firstName}},',
      '',
      '{{reason}} Bis Sie ein neues gewählt haben, können Sie sich nicht bei {{tenant}} auf Kudos anmelden.',
      '',
      'Wählen Sie innerhalb der nächsten Stunde ein neues Passwort: {{link}}',
      '',
      'Sie erhalten diese E-Mail, weil gerade jemand versucht hat, sich mit Ihrem aktuellen Passwort anzumelden. Falls Sie das nicht waren, wählen Sie trotzdem ein neues Passwort.',
    ].join('\n'),
    expiredByAdmin: '{{tenant}} bittet alle, ein neues Passwort zu wählen.',
    tooOld: 'Ihr Passwort ist älter, als {{tenant}} erlaubt.',
    tooWeak: 'Ihr Passwort erfüllt die Passwortregeln von {{tenant}} nicht.',
  },
  digest: {
    subject: 'Ihre Woche der Anerkennung bei {{tenant}}',
    text: [
      'Hallo {{firstName}},',
      '',
      '{{received}}{{top}}',
      '',
      'Sie erhalten diese Übersicht jeden Montag. Um sie abzubestellen, ändern Sie „Anerkennungsübersicht“ in Ihren Benachrichtigungseinstellungen: {{link}}',
    ].join('\n'),
    receivedNone: 'Sie haben diese Woche keine Anerkennungen erhalten.',
    receivedOne: 'Sie haben diese Woche 1 Anerkennung erhalten:',
    receivedMany: 'Sie haben diese Woche {{count}} Anerkennungen erhalten:',
    top: 'Die meistgeschätzten Anerkennungen bei {{tenant}}:',
    lineFrom: '- Von {{from}}: „{{excerpt}}“',
    lineFromTo: '- {{from}} an {{to}}: „{{excerpt}}“',
  },
  rewardRedeemed: {
    subject: 'Sie haben {{reward}} eingelöst',
    text: [
      'Hallo {{firstName}},',
      '',
      'Sie haben {{reward}} bei {{tenant}} für {{points}} Punkte eingelöst. Wir sagen Ihnen Bescheid, sobald es unterwegs ist.',
    ].join('\n'),
  },
  rewardFulfilled: {
    subject: 'Ihr {{reward}} ist unterwegs',
    text: [
      'Hallo {{firstName}},',
      '',
      'Ihr {{reward}} von {{tenant}} wurde zugestellt oder ist unterwegs.',
    ].join('\n'),
  },
  rewardRefunded: {
    subject: '{{reward}} konnte nicht zugestellt werden',
    text: [
      'Hallo {{firstName}},',
      '',
      '{{reward}} konnte nicht zugestellt werden. Die {{points}} Punkte sind wieder auf Ihrem Konto.',
    ].join('\n'),
  },
  celebration: {
    subject: '{{headline}}',
    text: ['Hallo {{firstName}},', '', '{{message}}', '', 'Sehen Sie, wer noch feiert: {{link}}'].join('\n'),
    birthday: 'Alles Gute zum Geburtstag von uns allen bei {{tenant}}!',
    anniversary: 'Herzlichen Glückwunsch zum Dienstjubiläum! Danke, dass Sie bei {{tenant}} sind.',
    anniversaryYears: 'Herzlichen Glückwunsch zum Dienstjubiläum: {{years}} Jahre bei {{tenant}}. Danke!',
    welcome: 'Willkommen bei {{tenant}}! Schön, dass Sie da sind.',
    onboarding: 'Herzlichen Glückwunsch zu Ihren ersten {{days}} Tagen bei {{tenant}}!',
    points: 'Sie haben zur Feier {{points}} Punkte erhalten.',
  },
  cardDelivered: {
    subject: 'Eine Karte für Sie: {{title}}',
    text: [
      'Hallo {{firstName}},',
      '',
      'Ihre Kolleginnen und Kollegen bei {{tenant}} haben Ihnen eine Karte gestaltet, unterschrieben von {{signers}}.',
      '',
      'Öffnen Sie Ihre Karte: {{link}}',
    ].join('\n'),
  },
  announcement: {
    subject: '{{title}}',
    text: ['{{intro}}', '', '{{title}}', '', '{{body}}', '', '{{action}}: {{link}}', '', '{{footer}}'].join(
      '\n',
    ),
    intro: '{{tenant}} hat eine neue Mitteilung für Sie:',
    reminderSubject: 'Erinnerung: {{title}}',
    reminderIntro: '{{tenant}} wartet auf Ihre Antwort:',
    open: 'Auf Kudos lesen',
    acknowledge: 'Bestätigen Sie, dass Sie sie gelesen haben',
    rsvp: 'Auf Kudos antworten',
    attachments: 'Anhänge',
    footer: 'Sie erhalten diese E-Mail, weil {{tenant}} Ihnen diese Mitteilung gesendet hat.',
  },
  incentiveApproved: {
    subject: 'Ihr Anspruch auf {{incentive}} wurde genehmigt',
    text: [
      'Hallo {{firstName}},',
      '',
      '{{reviewer}} hat Ihren Anspruch auf {{incentive}} genehmigt. {{points}} Punkte wurden Ihrem Guthaben gutgeschrieben.',
      '',
      'Zu Ihren Incentives: {{link}}',
    ].join('\n'),
  },
  incentiveRejected: {
    subject: 'Ihr Anspruch auf {{incentive}} wurde nicht genehmigt',
    text: [
      'Hallo {{firstName}},',
      '',
      '{{reviewer}} hat Ihren Anspruch auf {{incentive}} nicht genehmigt. Die Begründung:',
      '',
      '{{reason}}',
      '',
      'Zu Ihren Incentives: {{link}}',
    ].join('\n'),
  },
  checkInReminder: {
    subject: 'Ihr Check-in „{{category}}“ wartet',
    text: [
      'Hallo {{firstName}},',
      '',
      'Ihr Check-in „{{category}}“ wartet auf Ihre Antwort (offene Fragen: {{count}}). Ihre Antworten werden nie mit Ihrem Namen gezeigt.',
      '',
      'Zu den Fragen: {{link}}',
    ].join('\n'),
  },
};
