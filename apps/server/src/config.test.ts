import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { parseTrustProxy } from './config-production';

/** A production environment that may start: a real SMS gateway, BankID with a certificate. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'https://sms.example.se/send',
  SMS_HTTP_TOKEN: 'secret',
  BANKID_MODE: 'production',
  BANKID_PFX: '/etc/lonportal/rp.p12',
};

describe('loadConfig: the demo is the default (npm start)', () => {
  it('seeds demo data, runs the BankID simulator and the SMS sink, trusts no proxy', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      production: false,
      seedDemo: true,
      devEndpoints: true,
      sms: { provider: 'dev' },
      bankid: { mode: 'simulator' },
      trustProxy: false,
    });
  });
});

describe('loadConfig: NODE_ENV=production (ARCHITECTURE.md "Modes")', () => {
  it('starts without demo data, development endpoints or a trusted proxy by default', () => {
    const c = loadConfig(PRODUCTION);
    expect(c).toMatchObject({
      production: true,
      seedDemo: false,
      devEndpoints: false,
      trustProxy: false,
      cookieSecure: true,
      sms: { provider: 'http', url: 'https://sms.example.se/send', token: 'secret' },
    });
  });

  it.each([
    [{ SEED_DEMO: 'true' }, /SEED_DEMO=true: production never seeds demo data/],
    [{ SEED_DEMO: '1' }, /SEED_DEMO=true/],
    [{ BANKID_MODE: 'simulator' }, /BANKID_MODE=simulator/],
    [{ SMS_PROVIDER: 'dev' }, /SMS_PROVIDER=dev: the development sink/],
    [{ SMS_PROVIDER: undefined }, /SMS_PROVIDER=dev \(the default\)/],
    [{ SMS_HTTP_URL: undefined }, /SMS_PROVIDER=http needs SMS_HTTP_URL/],
  ])('refuses %j with a clear message', (change, message) => {
    expect(() => loadConfig({ ...PRODUCTION, ...change })).toThrow(message);
    expect(() => loadConfig({ ...PRODUCTION, ...change })).toThrow(
      /^Refusing to start with NODE_ENV=production/,
    );
  });

  it('names every problem at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', BANKID_MODE: 'simulator' })).toThrow(
      /SEED_DEMO[\s\S]*BANKID_MODE[\s\S]*SMS_PROVIDER/,
    );
  });

  it('accepts SEED_DEMO=false said out loud', () => {
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.5', ['10.0.0.0/8', '192.168.1.5']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('%j → %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', 'proxy.example.se', '10.0.0.0/33', '10.0.0.1/8/2', '1.2.3'])('refuses %j', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/Invalid configuration:\n {2}TRUST_PROXY: /);
  });
});
