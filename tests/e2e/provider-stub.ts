import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:https';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';
import dns2 from 'dns2';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * Stands in for the third-party providers at the network boundary of the end-to-end run: a
 * GIPHY-compatible GIF API (`/v1/gifs/trending`, `/v1/gifs/search`, images under `/media/`) and
 * an OpenAI-compatible chat completions endpoint (`/v1/chat/completions`). It speaks HTTPS with
 * the certificate playwright.config.ts generates, because the product only passes https image
 * URLs and its page policy only loads https images. Answers are deterministic.
 *
 * It also receives the product's mail over plain SMTP on STUB_SMTP_PORT (the server's SMTP_URL
 * points there) and shows what it got at `GET /mail?to=<address>`: the messages to that address,
 * newest first, as `{ results: [{ to, subject, text, receivedAt }] }`.
 *
 * And it is the DNS server the product asks when an admin verifies an e-mail domain (the server's
 * KUDOS_DNS_SERVERS points at STUB_DNS_PORT over UDP): a spec publishes a TXT record as the admin
 * would at their DNS provider with `PUT /dns/txt?name=<name>&value=<value>`; any other name has no
 * such record (NXDOMAIN).
 *
 * And it is a Microsoft Teams channel's incoming webhook (Workflows): `POST /teams/webhook/<name>`
 * keeps the JSON posted and answers 202 as Workflows does; `GET /teams/posts?hook=<name>` shows
 * what that webhook received, newest first, as `{ results: [{ body, receivedAt }] }`.
 *
 * Env: STUB_PORT, STUB_SMTP_PORT, STUB_DNS_PORT, STUB_CERT and STUB_KEY (PEM files), STUB_GIF_KEY and
 * STUB_AI_KEY (the keys the server must send).
 */
const port = Number(process.env.STUB_PORT);
const gifKey = process.env.STUB_GIF_KEY ?? '';
const aiKey = process.env.STUB_AI_KEY ?? '';
const origin = `https://127.0.0.1:${port}`;

type CapturedMail = { to: string[]; subject: string; text: string; receivedAt: string };
/** Every message received over SMTP, oldest first. */
const mails: CapturedMail[] = [];

/** A local mail server for the product under test: no TLS, no sign-in, everything kept. */
function startSmtp(smtpPort: number) {
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  smtp.listen(smtpPort, '127.0.0.1');
  return smtp;
}

/** What each Teams webhook received: name → posts, oldest first. */
const teamsPosts = new Map<string, { body: unknown; receivedAt: string }[]>();

/** TXT records published by the specs: name (lower case, no trailing dot) → values. */
const txtRecords = new Map<string, string[]>();

function startDns(dnsPort: number) {
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = dns2.Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const values = question ? txtRecords.get(question.name.toLowerCase().replace(/\.$/, '')) : undefined;
      if (question && values && question.type === dns2.Packet.TYPE.TXT) {
        for (const data of values) {
          // A plain record is what the encoder reads; the typings ask for the parsed class's methods.
          const answer = { name: question.name, type: question.type, class: question.class, ttl: 1, data };
          response.answers.push(answer as unknown as (typeof response.answers)[number]);
        }
      } else if (!values) {
        response.header.rcode = dns2.Packet.RCODE.NXDOMAIN;
      }
      send(response);
    },
  });
  void server.listen({ udp: { port: dnsPort, address: '127.0.0.1' } });
  return server;
}

/** Trending: 25 GIFs, so the first page of 10 has more to load. */
export const trendingTitles = Array.from({ length: 25 }, (_, i) => `Trending ${i + 1}`);
/** Search: 12 results titled after the query. */
const searchCount = 12;

const palette = [
  [0xe8, 0x4a, 0x5f],
  [0x2a, 0x9d, 0x8f],
  [0xf4, 0xa2, 0x61],
  [0x26, 0x46, 0x53],
  [0x8a, 0x5c, 0xd6],
] as const;

/** A 1×1 GIF89a of one color: header, screen descriptor, a 2-color table, one image, LZW data. */
function tinyGif(seed: number): Buffer {
  const [r, g, b] = palette[seed % palette.length] ?? palette[0];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'ascii'),
    0x01,
    0x00,
    0x01,
    0x00, // width 1, height 1
    0x80,
    0x00,
    0x00, // global color table of 2 entries
    r,
    g,
    b,
    0xff,
    0xff,
    0xff,
    0x2c,
    0x00,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    0x01,
    0x00,
    0x00, // image descriptor
    0x02,
    0x02,
    0x44,
    0x01,
    0x00, // LZW minimum code size 2, one block: clear, index 0, end
    0x3b, // trailer
  ]);
}

const gifOf = (id: string, title: string, seed: number) => ({
  type: 'gif',
  id,
  title,
  images: {
    fixed_height: { url: `${origin}/media/${id}.gif`, width: '200', height: '200' },
    fixed_height_small: { url: `${origin}/media/${id}-small.gif`, width: '100', height: '100' },
  },
  seed,
});

function page(all: ReturnType<typeof gifOf>[], url: URL) {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 25);
  const data = all.slice(offset, offset + limit).map(({ seed: _seed, ...gif }) => gif);
  return { data, pagination: { total_count: all.length, count: data.length, offset } };
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/** The refined text: the member's words, trimmed of markup, with a fixed warm closing. */
export const refinedSuffix = 'Thank you for going above and beyond!';
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', origin);
  if (url.pathname === '/healthz') return json(res, 200, { ok: true });

  if (url.pathname === '/dns/txt' && req.method === 'PUT') {
    const name = (url.searchParams.get('name') ?? '').toLowerCase().replace(/\.$/, '');
    txtRecords.set(name, [...(txtRecords.get(name) ?? []), url.searchParams.get('value') ?? '']);
    return json(res, 200, { name, values: txtRecords.get(name) });
  }

  if (url.pathname === '/mail' && req.method === 'GET') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    return json(res, 200, { results: mails.filter((mail) => mail.to.includes(to)).reverse() });
  }

  const teamsHook = /^\/teams\/webhook\/([\w-]+)$/.exec(url.pathname);
  if (teamsHook?.[1] && req.method === 'POST') {
    const posts = teamsPosts.get(teamsHook[1]) ?? [];
    posts.push({ body: JSON.parse(await text(req)), receivedAt: new Date().toISOString() });
    teamsPosts.set(teamsHook[1], posts);
    res.writeHead(202).end();
    return;
  }
  if (url.pathname === '/teams/posts' && req.method === 'GET') {
    return json(res, 200, {
      results: [...(teamsPosts.get(url.searchParams.get('hook') ?? '') ?? [])].reverse(),
    });
  }

  const media = /^\/media\/([\w-]+?)(-small)?\.gif$/.exec(url.pathname);
  if (media) {
    const seed = [...(media[1] ?? '')].reduce((sum, char) => sum + char.charCodeAt(0), 0);
    res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'max-age=3600' });
    res.end(tinyGif(seed));
    return;
  }

  if (url.pathname === '/v1/gifs/trending' || url.pathname === '/v1/gifs/search') {
    if (url.searchParams.get('api_key') !== gifKey) return json(res, 401, { message: 'Invalid key' });
    if (url.searchParams.get('rating') !== 'g') return json(res, 400, { message: 'rating g expected' });
    if (url.pathname.endsWith('/trending'))
      return json(
        res,
        200,
        page(
          trendingTitles.map((title, i) => gifOf(`trend${i + 1}`, title, i)),
          url,
        ),
      );
    const q = (url.searchParams.get('q') ?? '').trim();
    const slug = q.toLowerCase().replace(/[^a-z0-9]+/g, '') || 'q';
    const all = Array.from({ length: searchCount }, (_, i) => gifOf(`${slug}${i + 1}`, `${q} ${i + 1}`, i));
    return json(res, 200, page(all, url));
  }

  if (url.pathname === '/v1/chat/completions' && req.method === 'POST') {
    if (req.headers.authorization !== `Bearer ${aiKey}`) return json(res, 401, { error: 'Invalid key' });
    const body = JSON.parse(await text(req)) as { messages?: { role: string; content: string }[] };
    const user = body.messages?.find((message) => message.role === 'user')?.content ?? '';
    return json(res, 200, {
      id: 'chatcmpl-stub',
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: { role: 'assistant', content: `<p>${plain(user)} ${refinedSuffix}</p>` },
        },
      ],
    });
  }

  json(res, 404, { message: 'Not found' });
}

// Started as a program by playwright.config.ts; the specs import only its fixed texts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const server = createServer(
    { cert: readFileSync(String(process.env.STUB_CERT)), key: readFileSync(String(process.env.STUB_KEY)) },
    (req, res) => {
      handle(req, res).catch(() => json(res, 500, { message: 'stub failed' }));
    },
  );
  server.listen(port, '127.0.0.1');
  const smtp = startSmtp(Number(process.env.STUB_SMTP_PORT));
  const dns = startDns(Number(process.env.STUB_DNS_PORT));
  const stop = () => smtp.close(() => server.close(() => void dns.close().then(() => process.exit(0))));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
