import { type IdpPerson, idpPeople } from './idp.ts';

/** What the IdP's auto-submitting form would POST to the service provider. */
export type IdpPost = { action: string; SAMLResponse: string; RelayState: string | null };

const decodeHtml = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#039;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const inputValue = (html: string, name: string) => {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'i').exec(html)?.[0];
  const value = input ? /value="([^"]*)"/i.exec(input)?.[1] : undefined;
  return value === undefined ? null : decodeHtml(value);
};

/** A page's first form: where it posts and its fields (SimpleSAMLphp's auto-posting SAML forms). */
export function formOf(html: string): { action: string; fields: Record<string, string> } | null {
  const action = /<form[^>]*action="([^"]*)"/i.exec(html)?.[1];
  if (!action) return null;
  const fields: Record<string, string> = {};
  for (const input of html.match(/<input[^>]*>/gi) ?? []) {
    const name = /name="([^"]*)"/i.exec(input)?.[1];
    const value = /value="([^"]*)"/i.exec(input)?.[1];
    if (name && value !== undefined) fields[name] = decodeHtml(value);
  }
  return { action: decodeHtml(action), fields };
}

/**
 * Plays a person's browser at the IdP without a browser: follows redirects with a cookie jar that
 * lasts as long as the object (so the IdP's session does, for single logout), answers
 * SimpleSAMLphp's UserPass login form, and returns the SAML forms it ends on.
 */
export class IdpBrowser {
  private readonly cookies = new Map<string, string>();

  private async request(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  }

  /** Opens a URL at the IdP and follows its redirects (not ours: the SP is called by the test). */
  async open(url: string, init?: RequestInit) {
    let response = await this.request(url, init);
    let current = url;
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      current = new URL(response.headers.get('location') ?? '', current).toString();
      response = await this.request(current);
    }
    return { response, url: current, html: await response.text() };
  }

  /** Posts a form the way a browser submits it. */
  submit(action: string, fields: Record<string, string>) {
    return this.open(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /**
   * `start` is the URL the SP redirected to (SP-initiated) or the IdP's unsolicited URL; answers
   * the login form (unless the IdP session already knows the person) and returns the SAML response.
   */
  async signIn(start: string, person: IdpPerson, password?: string): Promise<IdpPost> {
    let answer = await this.open(start);
    const authState = inputValue(answer.html, 'AuthState');
    if (authState) {
      answer = await this.submit(answer.url.split('?')[0] ?? answer.url, {
        username: person,
        password: password ?? idpPeople[person].password,
        AuthState: authState,
      });
    } else if (!inputValue(answer.html, 'SAMLResponse')) {
      throw new Error(`No IdP login form at ${answer.url}: ${answer.html.slice(0, 400)}`);
    }
    const SAMLResponse = inputValue(answer.html, 'SAMLResponse');
    const action = /<form[^>]*action="([^"]*)"/i.exec(answer.html)?.[1];
    if (!SAMLResponse || !action)
      throw new Error(`The IdP did not answer with a SAML response: ${answer.html.slice(0, 600)}`);
    return { action: decodeHtml(action), SAMLResponse, RelayState: inputValue(answer.html, 'RelayState') };
  }
}

/** One sign-in in a fresh browser (no IdP session before or after). */
export function signInAtIdp(start: string, person: IdpPerson, password?: string): Promise<IdpPost> {
  return new IdpBrowser().signIn(start, person, password);
}
