import pg from 'pg';
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
  close(): Promise<void>;
}

/** One server: events go straight to this process's sockets. */
export class InProcessBus implements EventBus {
  private readonly listeners = new Set<(e: BusEvent) => void>();
  async publish(event: BusEvent): Promise<void> {
    for (const l of this.listeners) l(event);
  }
  subscribe(listener: (e: BusEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  async close(): Promise<void> {
    this.listeners.clear();
  }
}

const CHANNEL = 'lonportal_events';

/**
 * Several servers on one PostgreSQL: events travel by LISTEN/NOTIFY, so every server's sockets
 * get them and scaling out needs no other component (ARCHITECTURE.md "Real-time").
 */
export class PgNotifyBus implements EventBus {
  private readonly local = new InProcessBus();
  private constructor(
    private readonly listenClient: pg.Client,
    private readonly pool: pg.Pool,
  ) {}

  static async connect(url: string): Promise<PgNotifyBus> {
    const listenClient = new pg.Client({ connectionString: url });
    await listenClient.connect();
    const bus = new PgNotifyBus(listenClient, new pg.Pool({ connectionString: url, max: 2 }));
    listenClient.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        void bus.local.publish(JSON.parse(msg.payload) as BusEvent);
      } catch {
        /* a malformed notification is dropped */
      }
    });
    await listenClient.query(`LISTEN ${CHANNEL}`);
    return bus;
  }

  async publish(event: BusEvent): Promise<void> {
    // NOTIFY payloads are limited to 8000 bytes; events carry ids, not data.
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
  }
  subscribe(listener: (e: BusEvent) => void): () => void {
    return this.local.subscribe(listener);
  }
  async close(): Promise<void> {
    await this.local.close();
    await this.listenClient.end().catch(() => {});
    await this.pool.end().catch(() => {});
  }
}
