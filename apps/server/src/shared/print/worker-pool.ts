// A small pool of worker threads (ARCHITECTURE "Background work": seconds of CPU never run on a
// request's event loop). node:worker_threads rather than a dependency: one job per worker at a time,
// a bounded queue in front, workers started on first use and replaced when one dies.
import { Worker } from 'node:worker_threads';
import { serverFile } from '../../paths';

/** The queue in front of the workers is full: the caller should answer 503 and retry later. */
export class PoolFullError extends Error {
  constructor() {
    super('the worker pool queue is full');
  }
}

/** What a worker posts back for one job. */
export type WorkerReply<O> = { ok: true; value: O } | { ok: false; error: string };

export interface WorkerPoolOptions {
  /**
   * The worker's module: JavaScript (the build's dist/*.mjs) starts as it is, TypeScript (the
   * source, in dev and tests) through ts-worker.mjs and tsx.
   */
  entry: URL;
  /** Workers at most; each runs one job at a time. */
  size: number;
  /** Jobs that may wait for a free worker; one more is refused with PoolFullError. */
  maxQueue: number;
}

interface Task<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (err: Error) => void;
}

const BOOT = serverFile('src/shared/print/ts-worker.mjs');

export class WorkerPool<I, O> {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Task<I, O>>();
  private readonly queue: Task<I, O>[] = [];
  private closed = false;

  constructor(private readonly opts: WorkerPoolOptions) {}

  /** Runs one job on a free worker (after those queued before it). */
  run(input: I): Promise<O> {
    if (this.closed) return Promise.reject(new Error('the worker pool is closed'));
    if (this.queue.length >= this.opts.maxQueue) return Promise.reject(new PoolFullError());
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  /** Workers started, jobs running and jobs waiting (for tests and the bench). */
  stats(): { workers: number; running: number; queued: number } {
    return { workers: this.idle.length + this.busy.size, running: this.busy.size, queued: this.queue.length };
  }

  /** Refuses new jobs, fails the waiting ones and stops every worker (running jobs fail too). */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the worker pool is closed'));
    const workers = [...this.idle, ...this.busy.keys()];
    await Promise.all(workers.map((w) => w.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0 && !this.closed) {
      const worker = this.idle.pop() ?? (this.busy.size < this.opts.size ? this.spawn() : undefined);
      if (!worker) return;
      const task = this.queue.shift()!;
      this.busy.set(worker, task);
      worker.postMessage(task.input);
    }
  }

  private spawn(): Worker {
    const { entry } = this.opts;
    const worker = entry.pathname.endsWith('.ts')
      ? new Worker(BOOT, { workerData: { entry: entry.href } })
      : new Worker(entry);
    // A pool left open must not keep a test run or a stopping server alive.
    worker.unref();
    let failure: Error | undefined;
    worker.on('message', (reply: WorkerReply<O>) => {
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      if (!this.closed) this.idle.push(worker);
      if (reply.ok) task?.resolve(reply.value);
      else task?.reject(new Error(reply.error));
      this.dispatch();
    });
    worker.on('error', (err) => {
      failure = err;
    });
    worker.on('exit', (code) => {
      const i = this.idle.indexOf(worker);
      if (i >= 0) this.idle.splice(i, 1);
      const task = this.busy.get(worker);
      this.busy.delete(worker);
      task?.reject(failure ?? new Error(`worker stopped with exit code ${code}`));
      // Another worker takes over the queue.
      this.dispatch();
    });
    return worker;
  }
}
