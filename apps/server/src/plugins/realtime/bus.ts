import type pg from 'pg';
import type { LiveEventName } from '@lonportal/domain';

/** A domain event on its way to the browsers that should see it. */
export interface BusEvent {
  Event: LiveEventName;
  Payload: Record<string, unknown>;
  /** Only sockets working in this company receive it (null: every company). */
  FtgId: string | null;
  /** Only these users receive it (absent: everyone in the company). */
  UserIds?: string[];
}

export interface EventBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(listener: (event: BusEvent) => void): () => void;
  /**
   * Between servers only, never sent to a browser: these users' sessions changed (logout, password
   * change, a forced end), so every server checks their sockets against the sessions now.
   */
  publishSessionsChanged(userIds: string[]): Promise<void>;
  onSessionsChanged(listener: (userIds: string[]) => void): () => void;
  /**
   * Resolves once every event and notice committed before the call, by any server, has reached
   * this server's listeners: what this server remembers (sessions, kept attest lists) has then
   * forgotten everything another server changed before a request arrived (ADR 0014).
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** One server: events go straight to this process's sockets. */
export class InProcessBus implements EventBus {
  private readonly listeners = new Set<(e: BusEvent) => void>();
  private readonly sessionListeners = new Set<(userIds: string[]) => void>();
  async publish(event: BusEvent): Promise<void> {
    for (const l of this.listeners) l(event);
  }
  subscribe(listener: (e: BusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  async publishSessionsChanged(userIds: string[]): Promise<void> {
    for (const l of this.sessionListeners) l(userIds);
  }
  onSessionsChanged(listener: (userIds: string[]) => void): () => void {
    this.sessionListeners.add(listener);
    return () => this.sessionListeners.delete(listener);
  }
  /** Events reach the listeners before `publish` returns. */
  caughtUp(): Promise<void> {
    return Promise.resolve();
  }
  async close(): Promise<void> {
    this.listeners.clear();
    this.sessionListeners.clear();
  }
}

const CHANNEL = 'lonportal_events';
const SESSIONS_CHANNEL = 'lonportal_sessions';

/**
 * Several servers on one PostgreSQL: events travel by LISTEN/NOTIFY, so every server's sockets
 * get them and scaling out needs no other component (ARCHITECTURE.md "Real-time").
 */
export class PgNotifyBus implements EventBus {
  private readonly local = new InProcessBus();
  /** The probe of `caughtUp` now on its way on the LISTEN connection, and the one after it. */
  private probe: Promise<void> | null = null;
  private nextProbe: Promise<void> | null = null;
  /** Closed: the LISTEN connection is gone, and there is nothing left to catch up with. */
  private closed = false;
  private constructor(
    private readonly listenClient: pg.Client,
    private readonly pool: pg.Pool,
  ) {}

  static async connect(url: string): Promise<PgNotifyBus> {
    // PostgreSQL's driver loads only when it is used: a PGlite start does not load it.
    const { default: pg } = await import('pg');
    const listenClient = new pg.Client({ connectionString: url });
    await listenClient.connect();
    const bus = new PgNotifyBus(listenClient, new pg.Pool({ connectionString: url, max: 2 }));
    listenClient.on('notification', (msg) => {
      if (!msg.payload) return;
      try {
        const payload: unknown = JSON.parse(msg.payload);
        if (msg.channel === CHANNEL) void bus.local.publish(payload as BusEvent);
        else if (msg.channel === SESSIONS_CHANNEL && Array.isArray(payload))
          void bus.local.publishSessionsChanged(payload.filter((u): u is string => typeof u === 'string'));
      } catch {
        /* a malformed notification is dropped */
      }
    });
    await listenClient.query(`LISTEN ${CHANNEL}`);
    await listenClient.query(`LISTEN ${SESSIONS_CHANNEL}`);
    return bus;
  }

  async publish(event: BusEvent): Promise<void> {
    // NOTIFY payloads are limited to 8000 bytes; events carry ids, not data.
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }
  subscribe(listener: (e: BusEvent) => void): () => void {
    return this.local.subscribe(listener);
  }
  async publishSessionsChanged(userIds: string[]): Promise<void> {
    await this.pool.query('SELECT pg_notify($1, $2)', [SESSIONS_CHANNEL, JSON.stringify(userIds)]);
  }
  onSessionsChanged(listener: (userIds: string[]) => void): () => void {
    return this.local.onSessionsChanged(listener);
  }

  /**
   * A notification reaches the other servers a moment after the writer has been answered: a
   * request that came to another server in that moment was answered from what that server still
   * remembered (a logged-out session, an attest list without the new row). So a round trip on the
   * LISTEN connection: PostgreSQL signals every listener when the notifying transaction commits,
   * and sends a listener's pending notifications before it reports the next query done, so when
   * the probe returns, whatever was committed before it was sent has been handed to the listeners
   * (ADR 0014 "Across servers"). Callers share probes: one sent after they asked, at most two on
   * the way, however many requests wait.
   */
  caughtUp(): Promise<void> {
    // A request still under way as the server stops has nothing more to wait for.
    if (this.closed) return Promise.resolve();
    const onItsWay = this.probe;
    if (!onItsWay) return this.sendProbe();
    // The probe on its way may have left before this call: wait for the one after it.
    this.nextProbe ??= onItsWay
      .catch(() => undefined)
      .then(() => {
        this.nextProbe = null;
        return this.sendProbe();
      });
    return this.nextProbe;
  }

  private sendProbe(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const probe: Promise<void> = this.listenClient
      .query('SELECT 1')
      .then(() => undefined)
      .finally(() => {
        if (this.probe === probe) this.probe = null;
      });
    this.probe = probe;
    return probe;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.local.close();
    await this.listenClient.end().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}
