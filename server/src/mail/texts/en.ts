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
} as const;

export type MailTexts = { [Mail in keyof typeof en]: { subject: string; text: string } };
