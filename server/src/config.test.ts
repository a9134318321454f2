import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.baseDomain).toBe('localhost');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir.endsWith('.data')).toBe(true);
    expect(config.publicUrlTemplate).toBe('http://{host}:8080');
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT: .*\n.*DATABASE_URL: DATABASE_URL must be a postgres/,
    );
  });

  it('turns maintenance on with KUDOS_MAINTENANCE=1', () => {
    expect(loadConfig({ KUDOS_MAINTENANCE: '1' }).maintenance).toBe(true);
  });
});
