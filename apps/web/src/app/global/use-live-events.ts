import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveMessage } from '@lonportal/domain/live-events';
import { announceNewVersion, noteBuildId } from '../../lib/build-id';
import { connectLiveEvents } from '../../lib/live-events';
import { addUnread } from '../../lib/unread-count';
import { renumberSelectedEmployee } from '../../lib/employee-selection';
import {
  MESSAGE_QUERY_NAMES,
  RENUMBER_QUERY_NAMES,
  invalidateNamed,
  namesForResources,
} from './live-resources';

/** SPEC §4 Live events: what each message does. */
export function handleLiveMessage(message: LiveMessage, queryClient: QueryClient): void {
  if (message.Kind === 'build-id') {
    noteBuildId(message.BuildId);
    return;
  }
  const { Event, Payload } = message;
  switch (Event) {
    case 'NEW_UNREAD_MESSAGE_RECEIVED':
      addUnread(1);
      void invalidateNamed(queryClient, MESSAGE_QUERY_NAMES);
      return;
    case 'RESOURCE_UPDATED':
      void invalidateNamed(queryClient, namesForResources(Payload.Resource));
      return;
    case 'ANSTNRS_CHANGED':
    case 'BRUKARNRS_CHANGED':
      if (Event === 'ANSTNRS_CHANGED' && typeof Payload.Fran === 'string' && typeof Payload.Till === 'string')
        renumberSelectedEmployee(Payload.Fran, Payload.Till);
      void invalidateNamed(queryClient, RENUMBER_QUERY_NAMES[Event] ?? []);
      return;
    case 'APP_VERSION_UPDATED':
      announceNewVersion(typeof Payload.BuildId === 'string' ? Payload.BuildId : undefined);
      return;
  }
}

/** Listens to /ws for company `ftgId`; a company change reconnects. */
export function useLiveEvents(ftgId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () => connectLiveEvents(ftgId, (message) => handleLiveMessage(message, queryClient)),
    [ftgId, queryClient],
  );
}
