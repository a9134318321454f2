import { describe, expect, it } from 'vitest';
import { brandedHtml, textAsHtml, withBrandedHtml } from './branded-html.ts';

const acme = {
  tenantName: 'Acme <Inc>',
  appUrl: 'https://acme.example.com/',
  logoPath: '/api/media/files/1/logo?sig=x',
  brandColor: '#8A1538',
};

describe('branded mails', () => {
  it("frames the content in the tenant's colour with its logo, escaping its name", () => {
    const html = brandedHtml(acme, { language: 'de', title: 'Hallo', content: '<p>x</p>', footer: 'Fuß' });
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('background:#8A1538');
    expect(html).toContain(
      'src="https://acme.example.com/api/media/files/1/logo?sig=x" alt="Acme &lt;Inc&gt;"',
    );
    expect(html).toContain('Fuß');
  });

  it('shows the name in the default colour without a logo or a valid colour', () => {
    const html = brandedHtml(
      { ...acme, logoPath: null, brandColor: 'red' },
      { language: 'en', title: 't', content: '' },
    );
    expect(html).toContain('background:#5b5fc7');
    expect(html).toContain('<strong style="font-size:20px;color:#ffffff">Acme &lt;Inc&gt;</strong>');
  });

  it('turns text into escaped paragraphs with links', () => {
    expect(textAsHtml('Hi <b>Eve</b>,\n\nOpen https://acme.example.com/x?a=1&b=2 now\nthanks')).toBe(
      '<p style="margin:0 0 12px">Hi &lt;b&gt;Eve&lt;/b&gt;,</p>\n' +
        '<p style="margin:0 0 12px">Open <a href="https://acme.example.com/x?a=1&amp;b=2">https://acme.example.com/x?a=1&amp;b=2</a> now<br>thanks</p>',
    );
  });

  it('adds the HTML twin to a text mail and keeps the text', () => {
    const mail = withBrandedHtml({ to: 'e@x', subject: 'S', text: 'T' }, acme, 'en');
    expect(mail.text).toBe('T');
    expect(mail.html).toContain('<title>S</title>');
  });
});
