import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { configuredLimits, DEFAULT_LIMITS } from './modules/auth/rate-limit.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'cfg-'));

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({ DATA_DIR: dir() });
    expect(c.port).toBe(3000);
    expect(c.tokenTtlSeconds).toBe(7 * 86400);
    expect(c.isEmbedded).toBe(true);
    expect(c.seedDemo).toBe(true);
  });
  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dir() })).toThrow(/PORT/);
    expect(() => loadConfig({ TOKEN_TTL: 'forever', DATA_DIR: dir() })).toThrow(/TOKEN_TTL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dir() })).toThrow(/DATABASE_URL/);
  });
  it('takes the sign-in limit per network from SIGN_IN_LIMIT_PER_IP, keeping the window', () => {
    const unset = loadConfig({ DATA_DIR: dir() });
    expect(configuredLimits(unset)).toEqual({});
    const c = loadConfig({ SIGN_IN_LIMIT_PER_IP: '500', DATA_DIR: dir() });
    expect(configuredLimits(c)).toEqual({ signInPerIp: { max: 500, windowSeconds: DEFAULT_LIMITS.signInPerIp.windowSeconds } });
    expect(() => loadConfig({ SIGN_IN_LIMIT_PER_IP: '0', DATA_DIR: dir() })).toThrow(/SIGN_IN_LIMIT_PER_IP/);
    expect(() => loadConfig({ SIGN_IN_LIMIT_PER_IP: 'lots', DATA_DIR: dir() })).toThrow(/SIGN_IN_LIMIT_PER_IP/);
  });
  it('takes the registration limit per network and the size cap from REGISTRATION_LIMIT_PER_NETWORK and REGISTRATION_MAX_MB', () => {
    const unset = loadConfig({ DATA_DIR: dir() });
    expect(unset.registrationMaxBytes).toBe(11 * 1024 * 1024);
    const c = loadConfig({ REGISTRATION_LIMIT_PER_NETWORK: '5000', REGISTRATION_MAX_MB: '20', DATA_DIR: dir() });
    expect(configuredLimits(c)).toEqual({
      registrationPerNetwork: { max: 5000, windowSeconds: DEFAULT_LIMITS.registrationPerNetwork.windowSeconds },
    });
    expect(c.registrationMaxBytes).toBe(20 * 1024 * 1024);
    expect(() => loadConfig({ REGISTRATION_LIMIT_PER_NETWORK: '0', DATA_DIR: dir() })).toThrow(/REGISTRATION_LIMIT_PER_NETWORK/);
    expect(() => loadConfig({ REGISTRATION_MAX_MB: 'big', DATA_DIR: dir() })).toThrow(/REGISTRATION_MAX_MB/);
  });
  it('refuses production without a long JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', JWT_SECRET: 'short' }),
    ).toThrow(/JWT_SECRET: must be at least 32 bytes/);
    const c = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', JWT_SECRET: 'k'.repeat(32) });
    expect(c.seedDemo).toBe(false);
  });
  it('creates the embedded secret once and keeps it', () => {
    const d = dir();
    const a = loadConfig({ DATA_DIR: d });
    const b = loadConfig({ DATA_DIR: d });
    expect(Buffer.from(a.jwtSecret).toString()).toBe(Buffer.from(b.jwtSecret).toString());
    expect(readFileSync(join(d, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
  });
  it('parses TOKEN_TTL durations', () => {
    expect(loadConfig({ TOKEN_TTL: '12h', DATA_DIR: dir() }).tokenTtlSeconds).toBe(43200);
    expect(loadConfig({ TOKEN_TTL: '900', DATA_DIR: dir() }).tokenTtlSeconds).toBe(900);
  });
});
