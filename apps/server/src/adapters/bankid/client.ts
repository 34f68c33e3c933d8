import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import {
  BankIdError,
  type AuthRequest,
  type BankIdClient,
  type CollectResponse,
  type OrderResponse,
  type SignRequest,
} from './types';

export interface HttpClientOptions {
  /** e.g. https://appapi2.test.bankid.com/rp/v6.0/ or the simulator's URL. */
  baseUrl: string;
  /** The relying party's certificate (PKCS#12) for mutual TLS; not needed by the simulator. */
  pfxPath?: string;
  passphrase?: string;
  /** BankID's CA certificate (PEM) when the server's chain is not in Node's store. */
  caPath?: string;
  timeoutMs?: number;
}

export const BANKID_URLS = {
  production: 'https://appapi2.bankid.com/rp/v6.0/',
  test: 'https://appapi2.test.bankid.com/rp/v6.0/',
} as const;

/**
 * RP API v6.0 over HTTPS with the RP certificate, or plain HTTP to the simulator. The npm package
 * `bankid` fixes its base URLs and cannot reach a simulator, hence this small client (ADR 0005).
 */
export class HttpBankIdClient implements BankIdClient {
  private readonly base: URL;
  private readonly agent: http.Agent | https.Agent;
  private readonly timeoutMs: number;

  constructor(opts: HttpClientOptions) {
    this.base = new URL(opts.baseUrl.endsWith('/') ? opts.baseUrl : `${opts.baseUrl}/`);
    this.timeoutMs = opts.timeoutMs ?? 5000;
    this.agent =
      this.base.protocol === 'https:'
        ? new https.Agent({
            keepAlive: true,
            ...(opts.pfxPath
              ? { pfx: fs.readFileSync(opts.pfxPath), passphrase: opts.passphrase ?? '' }
              : {}),
            ...(opts.caPath ? { ca: fs.readFileSync(opts.caPath) } : {}),
          })
        : new http.Agent({ keepAlive: true });
  }

  auth(req: AuthRequest): Promise<OrderResponse> {
    return this.call('auth', req);
  }
  sign(req: SignRequest): Promise<OrderResponse> {
    return this.call('sign', req);
  }
  collect(orderRef: string): Promise<CollectResponse> {
    return this.call('collect', { orderRef });
  }
  async cancel(orderRef: string): Promise<void> {
    await this.call('cancel', { orderRef });
  }

  private call<T>(method: string, body: unknown): Promise<T> {
    const url = new URL(method, this.base);
    const payload = Buffer.from(JSON.stringify(body));
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<T>((resolve, reject) => {
      const req = transport.request(
        url,
        {
          method: 'POST',
          agent: this.agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': payload.length },
          timeout: this.timeoutMs,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown;
            try {
              json = text ? JSON.parse(text) : {};
            } catch {
              return reject(new BankIdError('internalError', `unreadable answer (${res.statusCode})`));
            }
            if (res.statusCode !== 200) {
              const e = json as { errorCode?: string; details?: string };
              return reject(
                new BankIdError(e.errorCode ?? 'internalError', e.details ?? `HTTP ${res.statusCode}`),
              );
            }
            resolve(json as T);
          });
        },
      );
      req.on('timeout', () =>
        req.destroy(new BankIdError('requestTimeout', `no answer in ${this.timeoutMs} ms`)),
      );
      req.on('error', (err) =>
        reject(err instanceof BankIdError ? err : new BankIdError('unavailable', err.message)),
      );
      req.end(payload);
    });
  }
}
