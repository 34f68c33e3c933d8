import type { Message } from '@lonportal/domain';
import type { listMessages } from './repository';

type MessageRow = Awaited<ReturnType<typeof listMessages>>[number];

/** A message of the inbox as GET /messages answers it. */
export const presentMessage = (r: MessageRow): Message => ({
  Id: r.id,
  Rubrik: r.rubrik,
  Text: r.text,
  Nyckel: r.nyckel,
  Parametrar: r.parametrar,
  Avsandare: r.avsandare,
  Skickad: r.createdAt.toISOString(),
  Last: r.readAt !== null,
});
