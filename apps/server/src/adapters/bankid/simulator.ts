import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { CollectResponse, CompletionData } from './types';

/** How long an order lives before expiredTransaction (BankID: about three minutes). */
const ORDER_TTL_MS = 3 * 60_000;

export interface SimOrder {
  orderRef: string;
  kind: 'auth' | 'sign';
  createdAt: number;
  endUserIp: string;
  personalNumber: string | null;
  userVisibleData: string | null;
  state:
    | { status: 'pending' | 'failed'; hintCode: string }
    | { status: 'complete'; completionData: CompletionData };
}

/**
 * A BankID stand-in that speaks RP API v6.0 over HTTP (`/rp/v6.0/auth|sign|collect|cancel`) so the
 * whole flow runs on a machine without BankID. A person (the development page) or a test plays the
 * app: `open` → started, `identify` → complete, `cancelByUser` → failed userCancel.
 */
export class BankIdSimulator {
  private readonly orders = new Map<string, SimOrder>();
  private server: http.Server | null = null;
  /** Fault injection for tests: the next call answers this error, or never answers. */
  private nextFault: { errorCode: string; status: number } | 'hang' | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** Listens on 127.0.0.1 and returns the base URL the client should use. */
  async listen(port = 0): Promise<string> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/rp/v6.0/`;
  }

  async close(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = null;
  }

  failNext(fault: { errorCode: string; status: number } | 'hang'): void {
    this.nextFault = fault;
  }

  /** Orders still waiting for the person, newest first (for the development page). */
  pending(): SimOrder[] {
    return [...this.orders.values()]
      .filter((o) => this.refresh(o).state.status === 'pending')
      .sort((a, b) => b.createdAt - a.createdAt);
  }

  order(orderRef: string): SimOrder | undefined {
    return this.orders.get(orderRef);
  }

  /** The person opened the app (QR scanned or app started). */
  open(orderRef: string): boolean {
    return this.setPending(orderRef, 'started');
  }

  /** Any pending hint code, including ones the RP does not know. */
  setPending(orderRef: string, hintCode: string): boolean {
    const o = this.live(orderRef);
    if (!o) return false;
    o.state = { status: 'pending', hintCode };
    return true;
  }

  fail(orderRef: string, hintCode: string): boolean {
    const o = this.live(orderRef);
    if (!o) return false;
    o.state = { status: 'failed', hintCode };
    return true;
  }

  cancelByUser(orderRef: string): boolean {
    return this.fail(orderRef, 'userCancel');
  }

  /** The person identifies (or signs) as `personalNumber`; refused if the order asked for someone else. */
  identify(orderRef: string, personalNumber: string, name: { givenName: string; surname: string }): boolean {
    const o = this.live(orderRef);
    if (!o || (o.personalNumber && o.personalNumber !== personalNumber)) return false;
    const signed = Buffer.from(
      `<Signature><PersonalNumber>${personalNumber}</PersonalNumber><Data>${o.userVisibleData ?? ''}</Data></Signature>`,
    );
    o.state = {
      status: 'complete',
      completionData: {
        user: { personalNumber, name: `${name.givenName} ${name.surname}`, ...name },
        device: { ipAddress: o.endUserIp, uhi: 'simulator' },
        bankIdIssueDate: '2024-01-15Z',
        stepUp: { mrtd: false },
        signature: signed.toString('base64'),
        ocspResponse: Buffer.from(`simulated-ocsp:${o.orderRef}`).toString('base64'),
      },
    };
    return true;
  }

  private live(orderRef: string): SimOrder | undefined {
    const o = this.orders.get(orderRef);
    return o && this.refresh(o).state.status === 'pending' ? o : undefined;
  }

  private refresh(o: SimOrder): SimOrder {
    if (o.state.status === 'pending' && this.now() - o.createdAt > ORDER_TTL_MS) {
      o.state = { status: 'failed', hintCode: 'expiredTransaction' };
    }
    return o;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const fault = this.nextFault;
    this.nextFault = null;
    if (fault === 'hang') return; // the client's timeout has to deal with it
    if (fault) return reply(fault.status, { errorCode: fault.errorCode, details: 'simulated failure' });
    if (req.method !== 'POST') return reply(405, { errorCode: 'methodNotAllowed', details: req.method });
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return reply(400, { errorCode: 'invalidParameters', details: 'Invalid JSON' });
    }
    const method = (req.url ?? '').replace(/^\/rp\/v6\.0\//, '');
    if (method === 'auth' || method === 'sign') return this.start(method, body, reply);
    const order = typeof body.orderRef === 'string' ? this.orders.get(body.orderRef) : undefined;
    if (!order) return reply(400, { errorCode: 'invalidParameters', details: 'No such order' });
    if (method === 'collect') {
      const { state } = this.refresh(order);
      const answer: CollectResponse =
        state.status === 'complete'
          ? { orderRef: order.orderRef, status: 'complete', completionData: state.completionData }
          : { orderRef: order.orderRef, status: state.status, hintCode: state.hintCode };
      return reply(200, answer);
    }
    if (method === 'cancel') {
      if (this.refresh(order).state.status === 'pending')
        order.state = { status: 'failed', hintCode: 'cancelled' };
      return reply(200, {});
    }
    return reply(404, { errorCode: 'notFound', details: method });
  }

  private start(
    kind: 'auth' | 'sign',
    body: Record<string, unknown>,
    reply: (s: number, b: unknown) => void,
  ) {
    const endUserIp = typeof body.endUserIp === 'string' ? body.endUserIp : '';
    if (!endUserIp) return reply(400, { errorCode: 'invalidParameters', details: 'endUserIp is required' });
    if (kind === 'sign' && typeof body.userVisibleData !== 'string') {
      return reply(400, { errorCode: 'invalidParameters', details: 'userVisibleData is required' });
    }
    const requirement = (body.requirement ?? {}) as { personalNumber?: unknown };
    const personalNumber = typeof requirement.personalNumber === 'string' ? requirement.personalNumber : null;
    if (personalNumber) {
      // BankID refuses a second order for the same person and cancels both.
      const clash = this.pending().find((o) => o.personalNumber === personalNumber);
      if (clash) {
        clash.state = { status: 'failed', hintCode: 'cancelled' };
        return reply(400, { errorCode: 'alreadyInProgress', details: 'Order already in progress for pno' });
      }
    }
    const order: SimOrder = {
      orderRef: randomUUID(),
      kind,
      createdAt: this.now(),
      endUserIp,
      personalNumber,
      userVisibleData: typeof body.userVisibleData === 'string' ? body.userVisibleData : null,
      state: { status: 'pending', hintCode: 'outstandingTransaction' },
    };
    this.orders.set(order.orderRef, order);
    reply(200, {
      orderRef: order.orderRef,
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomUUID(),
    });
  }
}
