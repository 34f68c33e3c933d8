import type { FastifyInstance } from 'fastify';
import type { JobQueue } from './queue';

/**
 * Every queue of the portal with its handler and policy, and the schedules (ADR 0023). Called once
 * the queue has started; each server works every queue.
 */
export async function defineJobs(_queue: JobQueue, _app: FastifyInstance): Promise<void> {
  // The reminders' minute tick is added with the reminders (issue 13).
}
