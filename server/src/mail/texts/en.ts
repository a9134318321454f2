/**
 * The e-mails' English texts, the fallback of every other language (texts/de.ts has the same
 * keys and placeholders; mail-texts.test.ts checks it). `{{name}}` is filled in by mailText.
 */
export const en = {
  welcome: {
    subject: 'Welcome to {{tenant}} on Kudos',
    text: [
      'Hi {{firstName}},',
      '',
      "{{tenant}} has invited you to Kudos, where colleagues recognize each other's work.",
      '',
      'Accept the invitation and choose your password: {{link}}',
      '',
      'The link works for 7 days. You sign in with {{email}}.',
    ].join('\n'),
  },
  /** An SSO sign-in named an account that exists already: its owner confirms joining (issue 25). */
  ssoLink: {
    subject: 'Confirm joining {{tenant}} on Kudos',
    text: [
      'Hi,',
      '',
      "{{tenant}}'s single sign-on ({{provider}}) signed you in as {{email}}. You already have a Kudos account with this address, so we ask you before adding {{tenant}} to it.",
      '',
      'Join {{tenant}} and sign in: {{link}}',
      '',
      'The link works for 24 hours. If you did not just sign in to {{tenant}}, ignore this mail: nothing changes.',
    ].join('\n'),
  },
  recovery: {
    subject: 'Reset your Kudos password',
    text: [
      'Someone asked to reset the password of your Kudos account.',
      '',
      'Choose a new password within the next hour: {{link}}',
      '',
      'If it was not you, ignore this message; your password stays as it is.',
    ].join('\n'),
  },
  /** A member of an organization that signs in only through its identity provider. */
  recoverySsoOnly: {
    subject: 'How to sign in to Kudos',
    text: [
      'Someone asked to reset the password of your Kudos account.',
      '',
      'Your organization signs you in with {{provider}}, so there is no password to reset. Choose "Sign in with {{provider}}" here: {{link}}',
      '',
      'If it was not you, ignore this message.',
    ].join('\n'),
  },
  /**
   * A correct password the organization's policy no longer accepts (identity/security-sign-in.ts):
   * `reason` is one of the named parts, chosen by why it expired.
   */
  passwordExpired: {
    subject: 'Choose a new password for {{tenant}}',
    text: [
      'Hi {{firstName}},',
      '',
      '{{reason}} Until you choose a new one, you cannot sign in to {{tenant}} on Kudos.',
      '',
      'Choose a new password within the next hour: {{link}}',
      '',
      'You get this mail because your current password was just used to sign in. If that was not you, choose a new password all the same.',
    ].join('\n'),
    expiredByAdmin: '{{tenant}} has asked everyone to choose a new password.',
    tooOld: 'Your password is older than {{tenant}} allows.',
    tooWeak: 'Your password does not meet the password rules of {{tenant}}.',
  },
  /** The weekly digest is put together from parts (digest-mail.ts); `text` is its frame. */
  digest: {
    subject: 'Your week of recognition at {{tenant}}',
    text: [
      'Hi {{firstName}},',
      '',
      '{{received}}{{top}}',
      '',
      'You get this digest every Monday. To stop it, change "Recognition digest" in your notification settings: {{link}}',
    ].join('\n'),
    receivedNone: 'You received no recognitions this week.',
    receivedOne: 'You received 1 recognition this week:',
    receivedMany: 'You received {{count}} recognitions this week:',
    top: 'Top recognitions at {{tenant}}:',
    lineFrom: '- From {{from}}: "{{excerpt}}"',
    lineFromTo: '- {{from}} to {{to}}: "{{excerpt}}"',
  },
  rewardRedeemed: {
    subject: 'You redeemed {{reward}}',
    text: [
      'Hi {{firstName}},',
      '',
      'You redeemed {{reward}} for {{points}} points at {{tenant}}. We will let you know when it is on its way.',
    ].join('\n'),
  },
  rewardFulfilled: {
    subject: 'Your {{reward}} is on its way',
    text: [
      'Hi {{firstName}},',
      '',
      'Your {{reward}} from {{tenant}} has been delivered or is on its way.',
    ].join('\n'),
  },
  rewardRefunded: {
    subject: '{{reward}} could not be delivered',
    text: [
      'Hi {{firstName}},',
      '',
      '{{reward}} could not be delivered. The {{points}} points you spent are back in your account.',
    ].join('\n'),
  },
  /** A celebrated member's day (server/src/apps/celebration/day-mails.ts); the subject is the headline. */
  celebration: {
    subject: '{{headline}}',
    text: ['Hi {{firstName}},', '', '{{message}}', '', 'See who else is celebrating: {{link}}'].join('\n'),
    birthday: 'Happy birthday from all of us at {{tenant}}!',
    anniversary: 'Happy work anniversary! Thank you for being with {{tenant}}.',
    anniversaryYears: 'Happy work anniversary: {{years}} years with {{tenant}}. Thank you!',
    welcome: 'Welcome to {{tenant}}! We are glad you are here.',
    onboarding: 'Congratulations on your first {{days}} days at {{tenant}}!',
    points: 'You received {{points}} points to celebrate.',
  },
  /** A group card on its day (server/src/apps/card/delivery-job.ts). */
  cardDelivered: {
    subject: 'A card for you: {{title}}',
    text: [
      'Hi {{firstName}},',
      '',
      'Your colleagues at {{tenant}} made you a card, signed by {{signers}}.',
      '',
      'Open your card: {{link}}',
    ].join('\n'),
  },
  /** An announcement (server/src/apps/announcement/mail.ts): the same content as its e-mail preview. */
  announcement: {
    subject: '{{title}}',
    text: ['{{intro}}', '', '{{title}}', '', '{{body}}', '', '{{action}}: {{link}}', '', '{{footer}}'].join(
      '\n',
    ),
    intro: '{{tenant}} has a new announcement for you:',
    reminderSubject: 'Reminder: {{title}}',
    reminderIntro: '{{tenant}} is waiting for your answer:',
    open: 'Read it on Kudos',
    acknowledge: 'Let us know you read it',
    rsvp: 'Answer on Kudos',
    attachments: 'Attachments',
    footer: 'You receive this e-mail because {{tenant}} sent this announcement to you.',
  },
  /** A reviewer approved an incentive claim (server/src/apps/incentive/claim-mails.ts). */
  incentiveApproved: {
    subject: 'Your claim for {{incentive}} was approved',
    text: [
      'Hi {{firstName}},',
      '',
      '{{reviewer}} approved your claim for {{incentive}}. {{points}} points were added to your balance.',
      '',
      'See your incentives: {{link}}',
    ].join('\n'),
  },
  /** A reviewer rejected an incentive claim, with a reason. */
  incentiveRejected: {
    subject: 'Your claim for {{incentive}} was not approved',
    text: [
      'Hi {{firstName}},',
      '',
      '{{reviewer}} did not approve your claim for {{incentive}}. The reason given:',
      '',
      '{{reason}}',
      '',
      'See your incentives: {{link}}',
    ].join('\n'),
  },
  /** Due check-in questions, once a period (server/src/apps/check-in/reminders-job.ts). */
  checkInReminder: {
    subject: 'Your {{category}} check-in is waiting',
    text: [
      'Hi {{firstName}},',
      '',
      'Your {{category}} check-in is waiting for your answer (questions to go: {{count}}). Your answers are never shown with your name.',
      '',
      'Answer them: {{link}}',
    ].join('\n'),
  },
} as const;

/** Every mail has a subject and a text; some have named parts besides (the digest's lines). */
export type MailTexts = { [Mail in keyof typeof en]: { [Part in keyof (typeof en)[Mail]]: string } };
