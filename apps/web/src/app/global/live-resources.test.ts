import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { LIVE_RESOURCES, type LiveResource } from '@lonportal/domain/live-events';
import { CODE_REGISTERS, type CodeRegister } from '@lonportal/domain/registers/codes';
import { REGISTER_CACHES } from '../../features/registers/api/codes';
import { RESOURCE_QUERY_NAMES, namesForResources } from './live-resources';
import { handleLiveMessage } from './use-live-events';
import { unreadCount, setUnreadCount } from '../../lib/unread-count';
import { employeeSelectionStore } from '../../lib/employee-selection';

const FTG = '11111111-1111-4111-8111-111111111111';

/** A cache holding a few lists, all fresh. */
function cacheWithLists() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const keys = [
    ['session', 'me'],
    ['company', FTG, 'portalInfo'],
    ['company', FTG, 'perlista', { Locked: false }],
    ['company', FTG, 'perschema', '1001'],
    ['company', FTG, 'brukarlista'],
    ['company', FTG, 'tidkoder'],
  ];
  for (const key of keys) queryClient.setQueryData(key, []);
  const stale = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.isStale())
      .map((q) => q.queryKey[2] ?? q.queryKey[1]);
  return { queryClient, stale };
}

describe('live events and the caches (SPEC §4)', () => {
  it('maps every resource the server may name', () => {
    for (const resource of LIVE_RESOURCES) expect(RESOURCE_QUERY_NAMES[resource].length).toBeGreaterThan(0);
    expect(namesForResources(['timeCodes', 'nonsense'])).toEqual(['tidkoder', 'registerTimecodes']);
    expect(namesForResources(42)).toEqual([]);
  });

  it("refreshes each code register's own list with the resource its change announces", () => {
    // The resource of each register (the server's registers/codes-repository.ts CODE_TABLES).
    const announced: Record<CodeRegister, LiveResource> = {
      departments: 'departments',
      schedules: 'schedules',
      timecodes: 'timeCodes',
      paycodes: 'payCodes',
      brukare: 'userLists',
      arbetsledare: 'userLists',
      resultunits: 'resultUnits',
      goodsgroups: 'payCodes',
      accounts: 'payCodes',
      competences: 'competences',
      properties: 'properties',
      staffingtasks: 'staffingTasks',
    };
    for (const kind of CODE_REGISTERS)
      expect(RESOURCE_QUERY_NAMES[announced[kind]]).toContain(REGISTER_CACHES[kind]);
  });

  it('RESOURCE_UPDATED makes the named lists stale, and only those', () => {
    const { queryClient, stale } = cacheWithLists();
    handleLiveMessage(
      { Kind: 'api/v1', Event: 'RESOURCE_UPDATED', Payload: { Resource: 'employees' } },
      queryClient,
    );
    expect(stale()).toEqual(['perlista']);
    handleLiveMessage(
      { Kind: 'api/v1', Event: 'RESOURCE_UPDATED', Payload: { Resource: 'companyInfo' } },
      queryClient,
    );
    expect(stale()).toEqual(['me', 'perlista']);
  });

  it('ANSTNRS_CHANGED refreshes the employee lists, schedules and the session', () => {
    const { queryClient, stale } = cacheWithLists();
    handleLiveMessage({ Kind: 'api/v1', Event: 'ANSTNRS_CHANGED', Payload: {} }, queryClient);
    expect(stale().sort()).toEqual(['me', 'perlista', 'perschema']);
  });

  it('BRUKARNRS_CHANGED refreshes the brukare lists and the session', () => {
    const { queryClient, stale } = cacheWithLists();
    handleLiveMessage({ Kind: 'api/v1', Event: 'BRUKARNRS_CHANGED', Payload: {} }, queryClient);
    expect(stale().sort()).toEqual(['brukarlista', 'me']);
  });

  it('RESOURCE_UPDATED companies refreshes the company choice and the companies register', () => {
    const { queryClient } = cacheWithLists();
    queryClient.setQueryData(['companyList'], []);
    queryClient.setQueryData(['registerCompanies', 'current'], []);
    handleLiveMessage(
      { Kind: 'api/v1', Event: 'RESOURCE_UPDATED', Payload: { Resource: ['companies'] } },
      queryClient,
    );
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.isStale())
      .map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(['companyList', 'registerCompanies']);
  });

  it('NEW_UNREAD_MESSAGE_RECEIVED adds one to the unread count', () => {
    setUnreadCount(2);
    handleLiveMessage(
      { Kind: 'api/v1', Event: 'NEW_UNREAD_MESSAGE_RECEIVED', Payload: {} },
      new QueryClient(),
    );
    expect(unreadCount()).toBe(3);
  });

  it('ANSTNRS_CHANGED moves the chosen employee to the new number', () => {
    employeeSelectionStore.set({ owner: 'per|f1', anstNr: '1001' });
    handleLiveMessage(
      { Kind: 'api/v1', Event: 'ANSTNRS_CHANGED', Payload: { Fran: '1001', Till: '2001' } },
      new QueryClient(),
    );
    expect(employeeSelectionStore.get()).toEqual({ owner: 'per|f1', anstNr: '2001' });
    handleLiveMessage(
      { Kind: 'api/v1', Event: 'ANSTNRS_CHANGED', Payload: { Fran: '9', Till: '10' } },
      new QueryClient(),
    );
    expect(employeeSelectionStore.get()?.anstNr).toBe('2001');
  });

  it('NEW_UNREAD_MESSAGE_RECEIVED makes the inbox and its count stale, nothing else', () => {
    const { queryClient, stale } = cacheWithLists();
    queryClient.setQueryData(['company', FTG, 'messages', 'status'], { AntalOlast: 0 });
    handleLiveMessage({ Kind: 'api/v1', Event: 'NEW_UNREAD_MESSAGE_RECEIVED', Payload: {} }, queryClient);
    expect(stale()).toEqual(['messages']);
  });
});
