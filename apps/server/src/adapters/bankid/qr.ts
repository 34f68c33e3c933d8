import { createHmac } from 'node:crypto';

/** DOMAIN §10 Animated QR: qrAuthCode = hex(HMAC-SHA256(qrStartSecret, String(qrTime))). */
export function qrAuthCode(qrStartSecret: string, qrTime: number): string {
  return createHmac('sha256', qrStartSecret).update(String(qrTime)).digest('hex');
}

/** The QR data for second `qrTime` since the order: bankid.<qrStartToken>.<qrTime>.<qrAuthCode>. */
export function qrData(qrStartToken: string, qrStartSecret: string, qrTime: number): string {
  return `bankid.${qrStartToken}.${qrTime}.${qrAuthCode(qrStartSecret, qrTime)}`;
}
