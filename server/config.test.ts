import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills in the defaults, treating empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ALLOY_ADMIN_PASSWORD: '' })).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      jwtSecret: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      tokenTtlSeconds: 30 * 60,
      trustProxy: false,
      passwordCost: 17,
      historyKeep: null,
      pgliteCacheMb: 32,
      production: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      ALLOY_DATA_DIR: '/var/lib/alloy',
      DATABASE_URL: 'postgres://alloy@db/alloy',
      ALLOY_JWT_SECRET: 's'.repeat(32),
      ALLOY_ADMIN_USERNAME: 'root',
      ALLOY_ADMIN_PASSWORD: 'first-password',
      ALLOY_TOKEN_TTL: '600',
      ALLOY_TRUST_PROXY: '10.0.0.0/8, 192.168.1.7',
      ALLOY_PASSWORD_COST: '12',
      ALLOY_HISTORY_KEEP: '90d',
      ALLOY_PGLITE_CACHE_MB: '128',
      NODE_ENV: 'production',
    });

    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/alloy',
      databaseUrl: 'postgres://alloy@db/alloy',
      jwtSecret: 's'.repeat(32),
      adminUsername: 'root',
      adminPassword: 'first-password',
      tokenTtlSeconds: 600,
      trustProxy: ['10.0.0.0/8', '192.168.1.7'],
      passwordCost: 12,
      historyKeep: { days: 90 },
      pgliteCacheMb: 128,
      production: true,
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['10.0.0.1', ['10.0.0.1']],
  ])('reads ALLOY_TRUST_PROXY=%s as %s', (value, trustProxy) => {
    expect(loadConfig({ ALLOY_TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each([
    ['all', null],
    ['100', { revisions: 100 }],
    ['30d', { days: 30 }],
  ])('reads ALLOY_HISTORY_KEEP=%s', (value, historyKeep) => {
    expect(loadConfig({ ALLOY_HISTORY_KEEP: value }).historyKeep).toEqual(historyKeep);
  });

  it.each(['0', '-3', '10w', '3.5'])('refuses ALLOY_HISTORY_KEEP=%s', (value) => {
    expect(() => loadConfig({ ALLOY_HISTORY_KEEP: value })).toThrow(/ALLOY_HISTORY_KEEP/);
  });

  it.each(['9', '21', '16.5'])('refuses ALLOY_PASSWORD_COST=%s', (value) => {
    expect(() => loadConfig({ ALLOY_PASSWORD_COST: value })).toThrow(/ALLOY_PASSWORD_COST/);
  });

  it.each(['0', '1025', '32MB'])('refuses ALLOY_PGLITE_CACHE_MB=%s', (value) => {
    expect(() => loadConfig({ ALLOY_PGLITE_CACHE_MB: value })).toThrow(/ALLOY_PGLITE_CACHE_MB/);
  });

  it('names every invalid variable', () => {
    const load = () => loadConfig({ PORT: 'http', DATABASE_URL: 'mysql://x', ALLOY_JWT_SECRET: 'short' });

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ALLOY_JWT_SECRET: must be at least 32 characters/);
  });
});
