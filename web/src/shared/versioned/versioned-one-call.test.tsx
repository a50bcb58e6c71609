// @vitest-environment jsdom
import { act } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buttonNamed, click, until } from '../testing/dom-actions';
import { mountInConsole } from '../testing/mount-in-console';
import {
  type AllClusters,
  type OneCallSource,
  useVersionedClusters,
  type VersionedClusters,
} from './versioned-clusters';
import { VersionedPanel } from './versioned-panel';

/**
 * The versioned panel over an entity whose one call answers the three clusters, only the history paged
 * (the black lists): one call per history page, following a version while it loads, and one reload for
 * the entities of a family.
 */

interface Version {
  id: string;
  status: 'LOADING' | 'READY' | 'ACTIVE' | 'ARCHIVED';
}

const versions = (prefix: string, count: number, status: Version['status']): Version[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}-${index + 1}`, status }));

interface Store {
  updating: Version[];
  active: Version[];
  history: Version[];
}

function sourceOver(store: Store, key = 'lista', extra: Partial<OneCallSource<Version>> = {}) {
  const fetchClusters = vi.fn(async ({ pageNumber, pageSize }: { pageNumber: number; pageSize: number }) => {
    const answer: AllClusters<Version> = {
      updating: { rows: [...store.updating], total: store.updating.length },
      active: { rows: [...store.active], total: store.active.length },
      history: {
        rows: store.history.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize),
        total: store.history.length,
      },
    };
    return answer;
  });
  const source: OneCallSource<Version> = { key, family: 'liste', fetchClusters, historyPageSize: 25, ...extra };
  return { source, fetchClusters };
}

const panels: Record<string, VersionedClusters<Version>> = {};
let unmount: () => Promise<void> = async () => {};
afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

function Panel({ source, title }: { source: OneCallSource<Version>; title: string }) {
  const clusters = useVersionedClusters(source);
  panels[title] = clusters;
  return (
    <VersionedPanel
      title={title}
      tableTitles={{ updating: `${title} in aggiornamento`, active: `${title} attiva`, history: `${title} storico` }}
      clusters={clusters}
      columns={[
        { id: 'id', cell: (row) => row.id },
        { id: 'status', cell: (row) => row.status },
      ]}
      columnLabel={(id) => id}
      trackBy={(row) => row.id}
      rowLabel={(row) => row.id}
      emptyText="Nessuna lista"
      onOpen={() => {}}
    />
  );
}

async function mount(...sources: OneCallSource<Version>[]) {
  const mounted = await mountInConsole(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      {sources.map((source) => (
        <Panel key={source.key} source={source} title={source.key} />
      ))}
    </SWRConfig>,
  );
  unmount = mounted.unmount;
}

const rowsOf = (title: string) => [
  ...([...document.body.querySelectorAll('table')]
    .find((table) => table.getAttribute('aria-label') === title)
    ?.querySelectorAll('tbody tr') ?? []),
];

describe('the versioned panel over one call', () => {
  it('serves the three tables from one call, and pages the history by asking for its page', async () => {
    const { source, fetchClusters } = sourceOver({
      updating: versions('upd', 1, 'READY'),
      active: versions('act', 2, 'ACTIVE'),
      history: versions('arc', 30, 'ARCHIVED'),
    });
    await mount(source);
    expect(await until(() => rowsOf('lista storico').length === 25)).toBe(true);
    expect(rowsOf('lista in aggiornamento')).toHaveLength(1);
    expect(rowsOf('lista attiva')).toHaveLength(2);
    expect(fetchClusters).toHaveBeenCalledTimes(1);

    const pageTwo = [...document.body.querySelectorAll('button')].find((button) => button.textContent === '2');
    await click(pageTwo);
    expect(await until(() => rowsOf('lista storico').length === 5)).toBe(true);
    expect(fetchClusters).toHaveBeenLastCalledWith({ pageNumber: 1, pageSize: 25 });
    expect(fetchClusters).toHaveBeenCalledTimes(2);
    expect(rowsOf('lista storico')[0]?.textContent).toContain('arc-26');
    // The version in preparation and the ones in force are whole on every page of the history.
    expect(rowsOf('lista attiva')).toHaveLength(2);
  });

  it('reads again by itself while the answer asks to, and stops once it does not', async () => {
    const store: Store = { updating: versions('upd', 1, 'LOADING'), active: [], history: [] };
    const refreshInterval = vi.fn((answer: AllClusters<Version>) =>
      answer.updating.rows.some((row) => row.status === 'LOADING') ? 20 : 0,
    );
    const { source, fetchClusters } = sourceOver(store, 'lista', { refreshInterval });
    await mount(source);
    expect(await until(() => rowsOf('lista in aggiornamento')[0]?.textContent?.includes('LOADING') ?? false)).toBe(
      true,
    );
    // The worker ends the load: the next read shows it, with no reload asked for.
    store.updating = versions('upd', 1, 'READY');
    expect(await until(() => rowsOf('lista in aggiornamento')[0]?.textContent?.includes('READY') ?? false)).toBe(true);
    const calls = fetchClusters.mock.calls.length;
    expect(refreshInterval).toHaveLastReturnedWith(0);
    // Ten intervals later no other call was made.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(fetchClusters).toHaveBeenCalledTimes(calls);
  });

  it('reloads every entity of the family: an operation on one list reads both again', async () => {
    const ceded: Store = { updating: versions('ced', 1, 'READY'), active: [], history: [] };
    const struckOff: Store = { updating: [], active: versions('rad', 1, 'ACTIVE'), history: [] };
    const first = sourceOver(ceded, 'ceduti');
    const second = sourceOver(struckOff, 'radiati');
    await mount(first.source, second.source);
    expect(
      await until(() => rowsOf('ceduti in aggiornamento').length === 1 && rowsOf('radiati attiva').length === 1),
    ).toBe(true);

    ceded.updating = [];
    ceded.active = versions('ced', 1, 'ACTIVE');
    struckOff.history = versions('rad', 1, 'ARCHIVED');
    await act(() => panels.ceduti?.reload());
    expect(await until(() => rowsOf('ceduti attiva').length === 1 && rowsOf('radiati storico').length === 1)).toBe(
      true,
    );
    expect(first.fetchClusters).toHaveBeenCalledTimes(2);
    expect(second.fetchClusters).toHaveBeenCalledTimes(2);
  });

  it('says the lists could not be read, and reads them again on Riprova', async () => {
    const store: Store = { updating: [], active: versions('act', 1, 'ACTIVE'), history: [] };
    const { source, fetchClusters } = sourceOver(store);
    fetchClusters.mockRejectedValueOnce(new Error('guasto'));
    await mount(source);
    expect(
      await until(() => rowsOf('lista attiva')[0]?.textContent?.includes('Caricamento non riuscito.') ?? false),
    ).toBe(true);
    await click(buttonNamed('Riprova'));
    expect(await until(() => rowsOf('lista attiva')[0]?.textContent?.includes('act-1') ?? false)).toBe(true);
  });
});
