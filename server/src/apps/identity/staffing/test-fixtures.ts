import { randomBytes } from 'node:crypto';
import type { sql } from 'drizzle-orm';
import type { StaffImport } from '#shared/contract/staffing';
import { inTenant } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { flowSettled } from '../../../http/flows.ts';
import { type RecognitionApp, startRecognitionApp, type Who } from '../../recognition/test-fixtures.ts';

/** A multipart body with one part `file`, as a browser's FormData sends it. */
export function multipart(fileName: string, content: string | Buffer, type = 'text/csv') {
  const boundary = `----kudos${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    typeof content === 'string' ? Buffer.from(content) : content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const header = 'employeeId,firstName,lastName,email,managerEmployeeId,jobTitle,department,location';

export type StaffingApp = RecognitionApp & {
  upload: (who: Who, csv: string | Buffer, fileName?: string) => ReturnType<RecognitionApp['t']['request']>;
  /** Executes an import or batch invite and answers the flow once its background run settled. */
  execute: (who: Who, path: string, id: string) => Promise<{ status: number; flow: Record<string, unknown> }>;
  /** Upload, then execute; answers the executed import. */
  importCsv: (csv: string, options?: Record<string, boolean>) => Promise<StaffImport>;
  sql: <T>(query: ReturnType<typeof sql>, host?: 'acme' | 'globex') => Promise<T[]>;
};

export async function startStaffingApp(): Promise<StaffingApp> {
  const r = await startRecognitionApp();
  const upload: StaffingApp['upload'] = (who, csv, fileName = 'people.csv') => {
    const host = who === 'gus' || who === 'umaGlobex' ? 'globex' : 'acme';
    return r.t.request({
      method: 'POST',
      url: '/api/identity/staffImports',
      host,
      token: r.tokens[who],
      ...multipart(fileName, csv),
    });
  };
  const execute: StaffingApp['execute'] = async (who, path, id) => {
    const response = await r.api(who, 'POST', `${path}/${id}/execute`);
    await flowSettled(id);
    const flow = (await r.api(who, 'GET', `${path}/${id}`)).json();
    return { status: response.statusCode, flow };
  };
  const importCsv: StaffingApp['importCsv'] = async (csv, options) => {
    const init = await upload('ada', csv);
    if (init.statusCode !== 201) throw new Error(`init: ${init.statusCode} ${init.body}`);
    const id = init.json().id as string;
    if (options) await r.api('ada', 'PUT', `/identity/staffImports/${id}`, options);
    const { status, flow } = await execute('ada', '/identity/staffImports', id);
    if (status !== 202) throw new Error(`execute: ${status}`);
    return flow as unknown as StaffImport;
  };
  const query: StaffingApp['sql'] = (statement, host = 'acme') =>
    inTenant(r.t.services.db, { tenantId: r.tenantIds[host], userId: null }, async (tx) =>
      rowsOf(await tx.execute(statement)),
    );
  return { ...r, upload, execute, importCsv, sql: query };
}
