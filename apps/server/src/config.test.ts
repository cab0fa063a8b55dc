import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 8080 on ./data with the embedded database', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.loginPath).toBeNull();
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and LOGIN_PATH', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: '/tmp/lens',
      DATABASE_URL: 'postgres://u:p@db:5432/lens',
      LOGIN_PATH: '/sso/login',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/tmp/lens',
      databaseUrl: 'postgres://u:p@db:5432/lens',
      loginPath: '/sso/login',
    });
  });

  it('fails fast naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL: must be a postgres:\/\/ connection URL/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOGIN_PATH: '' })).toMatchObject({ port: 8080, loginPath: null });
  });
});
