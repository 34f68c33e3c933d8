import { describe, expect, it } from 'vitest';
import { qrAuthCode, qrData } from './qr';

// BankID's published example (DOMAIN.md §10).
const token = '67df3917-fa0d-44e5-b327-edcc928297f8';
const secret = 'd28db9a7-4cde-429e-a983-359be676944c';

describe('animated QR code', () => {
  it.each([
    [0, 'dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8'],
    [1, '949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2'],
  ])('second %i gives the published auth code', (t, code) => {
    expect(qrAuthCode(secret, t)).toBe(code);
    expect(qrData(token, secret, t)).toBe(`bankid.${token}.${t}.${code}`);
  });
});
