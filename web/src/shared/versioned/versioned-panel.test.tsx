// @vitest-environment jsdom
import { act } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyText, buttonNamed, click, until } from '../testing/dom-actions';
import { mountInConsole } from '../testing/mount-in-console';
import {
  type ClusterPage,
  useVersionedClusters,
  type VersionedCluster,
  type VersionedClusters,
  type VersionedSource,
} from './versioned-clusters';
import { VersionedPanel } from './versioned-panel';

/** The versioned panel in jsdom, over a source in memory: which tables show, paging, opening, reloading. */

interface Version {
  id: string;
  note: string;
}

const versions = (prefix: string, count: number): Version[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}-${index + 1}`, note: `nota ${prefix} ${index + 1}` }));

type Store = Record<VersionedCluster, Version[] | 'fail'>;

function sourceOver(store: Store) {
  const fetchPage = vi.fn(
    async (cluster: VersionedCluster, { pageNumber, pageSize }: { pageNumber: number; pageSize: number }) => {
      const rows = store[cluster];
      if (rows === 'fail') throw new Error('guasto');
      return { rows: rows.slice(pageNumber * pageSize, (pageNumber + 1) * pageSize), total: rows.length };
    },
  ) satisfies (...args: never[]) => Promise<ClusterPage<Version>>;
  const source: VersionedSource<Version> = {
    key: 'test',
    fetchPage,
    pageSizes: { updating: 10, active: 10, history: 25 },
  };
  return { source, fetchPage };
}

let clusters: VersionedClusters<Version>;
let unmount: () => Promise<void> = async () => {};
afterEach(async () => {
  await unmount();
  document.body.innerHTML = '';
});

function Panel({ source, onOpen }: { source: VersionedSource<Version>; onOpen: (row: Version) => void }) {
  clusters = useVersionedClusters(source);
  return (
    <VersionedPanel
      title="Configurazione parametri"
      tableTitles={{ updating: 'In aggiornamento', active: 'Attiva', history: 'Storico' }}
      clusters={clusters}
      columns={[
        { id: 'id', cell: (row) => row.id },
        { id: 'note', cell: (row) => row.note },
      ]}
      columnLabel={(id) => id.toUpperCase()}
      trackBy={(row) => row.id}
      rowLabel={(row) => row.id}
      emptyText="Nessuna configurazione trovata"
      onOpen={onOpen}
    />
  );
}

async function mount(store: Store) {
  const { source, fetchPage } = sourceOver(store);
  const onOpen = vi.fn();
  const mounted = await mountInConsole(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <Panel source={source} onOpen={onOpen} />
    </SWRConfig>,
  );
  unmount = mounted.unmount;
  return { fetchPage, onOpen };
}

const tableTitled = (title: string) =>
  [...document.body.querySelectorAll('table')].find((table) => table.getAttribute('aria-label') === title);
const rowsOf = (title: string) => [...(tableTitled(title)?.querySelectorAll('tbody tr') ?? [])];

describe('the versioned panel', () => {
  it("shows 'in aggiornamento' only with a version in it, and the empty text of an empty cluster", async () => {
    await mount({ updating: [], active: versions('cur', 1), history: [] });
    expect(await until(() => rowsOf('Attiva').length === 1)).toBe(true);
    expect(tableTitled('In aggiornamento')).toBeUndefined();
    expect(tableTitled('Storico')?.textContent).toContain('Nessuna configurazione trovata');
  });

  it('shows the three clusters with their counts, and a row click opens its detail', async () => {
    const { onOpen } = await mount({
      updating: versions('upd', 1),
      active: versions('cur', 1),
      history: versions('arc', 3),
    });
    expect(await until(() => rowsOf('Storico').length === 3 && rowsOf('In aggiornamento').length === 1)).toBe(true);
    expect(bodyText()).toContain('Storico (3)');
    await click(rowsOf('Storico')[1]?.querySelector('td:last-child'));
    expect(onOpen).toHaveBeenLastCalledWith({ id: 'arc-2', note: 'nota arc 2' });
    await click(buttonNamed('upd-1'));
    expect(onOpen).toHaveBeenLastCalledWith({ id: 'upd-1', note: 'nota upd 1' });
  });

  it('pages the history 25 at a time by page number', async () => {
    const { fetchPage } = await mount({ updating: [], active: versions('cur', 1), history: versions('arc', 30) });
    expect(await until(() => rowsOf('Storico').length === 25)).toBe(true);
    const pageTwo = [...document.body.querySelectorAll('button')].find((button) => button.textContent === '2');
    await click(pageTwo);
    expect(await until(() => rowsOf('Storico').length === 5)).toBe(true);
    expect(fetchPage).toHaveBeenCalledWith('history', { pageNumber: 1, pageSize: 25 });
    expect(rowsOf('Storico')[0]?.textContent).toContain('arc-26');
  });

  it('reloads the three clusters at once', async () => {
    const store: Store = { updating: versions('upd', 1), active: versions('cur', 1), history: [] };
    const { fetchPage } = await mount(store);
    expect(await until(() => rowsOf('In aggiornamento').length === 1)).toBe(true);
    // A publication: the version in preparation becomes the one in force, the old one is archived.
    store.updating = [];
    store.active = versions('upd', 1);
    store.history = versions('cur', 1);
    fetchPage.mockClear();
    await act(() => clusters.reload());
    expect(await until(() => tableTitled('In aggiornamento') === undefined)).toBe(true);
    expect(rowsOf('Storico')[0]?.textContent).toContain('cur-1');
    expect(fetchPage.mock.calls.map(([cluster]) => cluster).sort()).toEqual(['active', 'history', 'updating']);
  });

  it('says a cluster could not be read, and reads it again on Riprova', async () => {
    const store: Store = { updating: [], active: 'fail', history: [] };
    await mount(store);
    expect(await until(() => tableTitled('Attiva')?.textContent?.includes('Caricamento non riuscito.') ?? false)).toBe(
      true,
    );
    store.active = versions('cur', 1);
    await click(buttonNamed('Riprova'));
    expect(await until(() => rowsOf('Attiva').length === 1)).toBe(true);
  });
});
