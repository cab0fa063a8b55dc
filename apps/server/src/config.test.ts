import os from 'node:os';
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

  it('trusts no forwarded header unless TRUST_PROXY says which hops to believe', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,fd00::/8,::1,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', 'fd00::/8', '::1', 'loopback']);
  });

  it('refuses TRUST_PROXY=true and values that are neither a hop count nor addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must be false, the number of proxies in front .* true is refused .* \(got "true"\)/,
    );
    for (const bad of [
      'yes',
      '-1',
      '1.5',
      '10.0.0.1,',
      '10.0.0.0/33',
      '::1/129',
      'proxy.example',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(`TRUST_PROXY: must be false`);
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(`(got "${bad}")`);
    }
  });

  it('takes an http(s) MAP_STYLE_URL and names the variable otherwise', () => {
    expect(loadConfig({}).mapStyleUrl).toBeNull();
    const url = 'https://maps.example.net/style.json';
    expect(loadConfig({ MAP_STYLE_URL: url }).mapStyleUrl).toBe(url);
    for (const bad of ['maps.example.net/style.json', 'ftp://maps.example.net/style.json']) {
      expect(() => loadConfig({ MAP_STYLE_URL: bad })).toThrow(
        'MAP_STYLE_URL: must be the http(s)',
      );
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', LOGIN_PATH: '' })).toMatchObject({ port: 8080, loginPath: null });
  });

  it('ends sessions 30 days after sign-in unless SESSION_MAX_DAYS says otherwise', () => {
    expect(loadConfig({}).sessionMaxDays).toBe(30);
    expect(loadConfig({ SESSION_MAX_DAYS: '7' }).sessionMaxDays).toBe(7);
    for (const days of ['0', '1.5', 'forever', '366']) {
      expect(() => loadConfig({ SESSION_MAX_DAYS: days }), days).toThrow(/SESSION_MAX_DAYS/);
    }
  });

  it('runs web queries without parallel workers unless QUERY_PARALLEL_WORKERS gives some', () => {
    expect(loadConfig({}).queryParallelWorkers).toBe(0);
    expect(loadConfig({ QUERY_PARALLEL_WORKERS: '2' }).queryParallelWorkers).toBe(2);
    for (const count of ['-1', '0.5', 'some', '65']) {
      expect(() => loadConfig({ QUERY_PARALLEL_WORKERS: count }), count).toThrow(
        /QUERY_PARALLEL_WORKERS/,
      );
    }
  });

  it('serves from one HTTP process per core unless WEB_CONCURRENCY says how many', () => {
    expect(loadConfig({}).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    for (const count of ['0', '1.5', 'many', '65']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: count }), count).toThrow(/WEB_CONCURRENCY/);
    }
  });
});
