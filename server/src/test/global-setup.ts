import { createTestTemplate, removeTestTemplate, templateVariable } from './template.ts';

/**
 * vitest global set-up of the server tests: migrates and seeds one database for the whole run,
 * which every `startTestApp` then copies (see template.ts). The workers inherit the variable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // 'off', or made already by the other server project of this run (vitest.config.ts).
  if (process.env[templateVariable]) return async () => {};
  const admin = process.env.TEST_DATABASE_URL;
  const template = await createTestTemplate(admin);
  process.env[templateVariable] = JSON.stringify(template);
  return async () => {
    delete process.env[templateVariable];
    await removeTestTemplate(template, admin);
  };
}
