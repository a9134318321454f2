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

/**
 * Plays a person's browser at the IdP without a browser: follows redirects with a cookie jar,
 * answers SimpleSAMLphp's UserPass login form, and returns the SAML response form it ends on.
 * `start` is the URL the SP redirected to (SP-initiated) or the IdP's unsolicited URL.
 */
export async function signInAtIdp(start: string, person: IdpPerson, password?: string): Promise<IdpPost> {
  const cookies = new Map<string, string>();
  const request = async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (pair && at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
  const follow = async (url: string, init?: RequestInit) => {
    let response = await request(url, init);
    let current = url;
    for (let hops = 0; hops < 10 && response.status >= 300 && response.status < 400; hops++) {
      current = new URL(response.headers.get('location') ?? '', current).toString();
      response = await request(current);
    }
    return { response, url: current, html: await response.text() };
  };

  const login = await follow(start);
  const authState = inputValue(login.html, 'AuthState');
  if (!authState) throw new Error(`No IdP login form at ${login.url}: ${login.html.slice(0, 400)}`);
  const form = new URLSearchParams({
    username: person,
    password: password ?? idpPeople[person].password,
    AuthState: authState,
  });
  const answer = await follow(login.url.split('?')[0] ?? login.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const SAMLResponse = inputValue(answer.html, 'SAMLResponse');
  const action = /<form[^>]*action="([^"]*)"/i.exec(answer.html)?.[1];
  if (!SAMLResponse || !action)
    throw new Error(`The IdP did not answer with a SAML response: ${answer.html.slice(0, 600)}`);
  return { action: decodeHtml(action), SAMLResponse, RelayState: inputValue(answer.html, 'RelayState') };
}
