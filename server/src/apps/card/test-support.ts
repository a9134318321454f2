import type { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { inTenant } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { RecognitionApp, Who } from '../recognition/test-fixtures.ts';

type Initiated = { mediaObject: { id: string }; upload: { url: string; fields: [string, string][] } };

/** Card test helpers on the demo data: uploads as a browser does them, and SQL in a tenant. */
export function cardHelpers(r: RecognitionApp) {
  const upload = async (
    who: Who,
    kind: 'cardBackground' | 'cardSignature',
    bytes: Buffer,
    contentType: string,
  ) => {
    const started = await r.api(who, 'POST', `/card/uploads/${kind}`, {
      originalFilename: 'file.bin',
      contentType,
    });
    if (started.statusCode !== 201) return { initiated: started, posted: null, id: null };
    const initiated: Initiated = started.json();
    const form = new FormData();
    for (const [name, value] of initiated.upload.fields) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)]), 'file.bin');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const posted = await r.t.request({
      method: 'POST',
      url: initiated.upload.url,
      headers: { 'content-type': request.headers.get('content-type') as string },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    return { initiated: started, posted, id: posted.statusCode === 201 ? initiated.mediaObject.id : null };
  };
  const inAcme = async <T>(query: ReturnType<typeof sql>) =>
    inTenant(r.t.services.db, { tenantId: r.tenantIds.acme, userId: null }, async (tx) =>
      rowsOf<T>(await tx.execute(query)),
    );
  /** Acme's today (its time zone), as the celebration calendar answers it. */
  const today = async (): Promise<string> => {
    const response = await r.api('ada', 'GET', '/celebration/calendar/upcoming?days=1');
    expect(response.statusCode).toBe(200);
    return response.json().today;
  };
  const backgroundId = async (): Promise<string> => {
    const response = await r.api('eve', 'GET', '/card/backgrounds');
    expect(response.statusCode).toBe(200);
    return response.json().results[0].id;
  };
  const createCard = async (who: Who, body: Record<string, unknown>) =>
    r.api(who, 'POST', '/card/cards', {
      occasion: 'birthday',
      title: 'Happy birthday!',
      backgroundId: await backgroundId(),
      ...body,
    });
  return { upload, inAcme, today, backgroundId, createCard };
}

export const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
