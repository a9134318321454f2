import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredNotificationKinds } from '../kernel/notify/kinds.ts';
import { type HostName, startTestApp, type TestApp } from '../test/harness.ts';

/**
 * Demo data must be true: every message in a demo bell leads to something its reader can open,
 * and what it says happened did happen.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Message = {
  kind: string | null;
  message: string;
  resourcePath: string | null;
  fromMemberId: string | null;
};
type Comment = { member: { id: string } | null; memberId?: string };

const readers: { email: string; host: HostName }[] = [
  { email: 'eve@acme.test', host: 'acme' },
  { email: 'ada@acme.test', host: 'acme' },
  { email: 'gus@globex.test', host: 'globex' },
];
/** Pages of the web app that need no id; anything else must be a recognition or a profile. */
const pages = new Set(['/celebrate/calendar']);

describe('demo notifications', () => {
  for (const { email, host } of readers) {
    it(`lead ${email} to things that exist and say what happened`, async () => {
      const token = await t.login(email, host);
      const get = (url: string) => t.request({ method: 'GET', url: `/api${url}`, host, token });
      const messages = (await get('/notifications/messages?pageSize=50')).json().results as Message[];
      expect(messages.length).toBeGreaterThan(0);
      const kinds = new Set(registeredNotificationKinds().map((kind) => kind.name));
      for (const message of messages) {
        expect(kinds, 'a kind some area registered').toContain(message.kind);
        const path = message.resourcePath ?? '';
        const recognition = /^\/recognitions\/([0-9a-f-]{36})$/.exec(path);
        const profile = /^\/profile\/([0-9a-f-]{36})$/.exec(path);
        if (recognition) {
          const response = await get(`/recognition/recognitions/${recognition[1]}?embed=sender,ownRecipient`);
          expect(response.statusCode, message.message).toBe(200);
          const body = response.json();
          if (message.kind === 'recognition.recognized') {
            expect(body.sender?.id).toBe(message.fromMemberId);
            expect(body.ownRecipient, 'the reader is a recipient').toBeTruthy();
          } else if (message.kind === 'recognition.commented') {
            const comments = (await get(`/recognition/recognitions/${recognition[1]}/comments`)).json()
              .results as Comment[];
            const authors = comments.map((comment) => comment.member?.id ?? comment.memberId);
            expect(authors, message.message).toContain(message.fromMemberId);
          } else {
            throw new Error(`unexpected message on a recognition: ${message.message}`);
          }
        } else if (profile) {
          expect((await get(`/identity/tenantMembers/${profile[1]}`)).statusCode, message.message).toBe(200);
        } else {
          expect(pages, message.message).toContain(path);
        }
      }
    });
  }
});
