// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type RequestLogFilters, RequestLogFiltersSchema } from '../../../../shared/schemas/request-log';
import { createI18n } from '../i18n/create-i18n';
import type { PagedListDefinition } from './list-definition';
import { usePagedListScreen } from './use-list-screen';
import type { Page, PageRequest } from './use-paged-list';

/** The list hooks together in jsdom: URL state, one call per search, stale answers dropped, paging. */

const defaults: RequestLogFilters = { dateRange: { startDate: '2026-10-22', endDate: '2026-11-22' } };

interface Call {
  filters: RequestLogFilters;
  page: number;
  cursor?: string;
  answer: (page: Page<number>) => Promise<void>;
}

let calls: Call[];
let screen: ReturnType<typeof usePagedListScreen<RequestLogFilters, number>>;
let location: string;
let root: Root;

function fetchPage(filters: RequestLogFilters, { pageNumber, cursor }: PageRequest): Promise<Page<number>> {
  return new Promise((resolve) => {
    calls.push({
      filters,
      page: pageNumber,
      cursor,
      answer: async (result) => {
        await act(async () => resolve(result));
      },
    });
  });
}

const LIST: PagedListDefinition<RequestLogFilters, number> = {
  id: 'test',
  texts: 'dossierList',
  schema: RequestLogFiltersSchema,
  quickFields: [
    { key: 'dateRange', kind: 'dayRange' },
    { key: 'trafficLight', kind: 'multi', options: ['R', 'V'] },
    { key: 'vatNumber', kind: 'text', format: 'subjectIdentifier' },
  ],
  advancedTabs: { registry: [{ key: 'requestId', kind: 'number' }] },
  defaults: () => defaults,
  isValidRange: (range) => range.startDate <= range.endDate,
  columns: [],
  columnLabel: (id) => id,
  rowKey: String,
  selection: 'multi',
  fetchPage,
};

let probed: PagedListDefinition<RequestLogFilters, number> = LIST;

function Probe() {
  screen = usePagedListScreen(probed);
  const current = useLocation();
  location = current.search;
  return null;
}

async function mount(url = '/admin/dossierList', list = LIST) {
  probed = list;
  const i18n = createI18n({ lng: 'it', modules: [initReactI18next] });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Probe />
        </MemoryRouter>
      </I18nextProvider>,
    ),
  );
}

const rows = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);
const run = (action: () => void) => act(async () => action());

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  calls = [];
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

describe('list screen state', () => {
  it('searches page 0 once on opening, with the filters of the URL over the defaults', async () => {
    await mount('/admin/dossierList?vatNumber=01234560587&trafficLight=R');
    expect(calls.map(({ filters, page }) => ({ filters, page }))).toEqual([
      { filters: { ...defaults, vatNumber: '01234560587', trafficLight: ['R'] }, page: 0 },
    ]);
    expect(screen.chips.map((chip) => `${chip.label}: ${chip.value}`)).toEqual([
      'Semaforo: Rosso',
      'Codice fiscale / Partita IVA: 01234560587',
    ]);
  });

  it('falls back to the defaults for an invalid query', async () => {
    await mount('/admin/dossierList?dateRange=2026-12-01..2026-01-01&trafficLight=GIALLO');
    expect(calls[0]?.filters).toEqual(defaults);
    expect(screen.chips).toEqual([]);
  });

  it('a submit writes the URL and runs one search of the draft from page 0', async () => {
    await mount();
    await run(() => screen.filters.setDraftField('trafficLight', ['V']));
    expect(calls).toHaveLength(1);
    await run(() => screen.filters.submit());
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ filters: { ...defaults, trafficLight: ['V'] }, page: 0 });
    expect(location).toBe('?trafficLight=V');
    // The same filters again: still a new search.
    await run(() => screen.filters.submit());
    expect(calls).toHaveLength(3);
  });

  it("drops the answer of an older search that arrives after the newer one's", async () => {
    await mount();
    await run(() => screen.filters.setDraftField('vatNumber', '01234560587'));
    await run(() => screen.filters.submit());
    const [older, newer] = calls;
    await newer?.answer({ rows: [7, 8], total: 2 });
    await older?.answer({ rows: rows(100, 50), total: 500 });
    expect(screen.list.rows).toEqual([7, 8]);
    expect(screen.list.total).toBe(2);
  });

  it('loads the next page on demand from the cursor of the last page, keeping the total', async () => {
    await mount();
    await calls[0]?.answer({ rows: rows(0, 50), total: 60, cursor: 'after-49' });
    await run(() => screen.list.loadMore());
    await run(() => screen.list.loadMore());
    expect(calls.map((call) => [call.page, call.cursor])).toEqual([
      [0, undefined],
      [1, 'after-49'],
    ]);
    expect(screen.list.loading).toBe(true);
    await calls[1]?.answer({ rows: rows(50, 10), total: 60 });
    expect(screen.list.rows).toEqual(rows(0, 60));
    expect(screen.list.total).toBe(60);
    await run(() => screen.list.loadMore());
    expect(calls).toHaveLength(2);
  });

  it("a chip's removal puts the filter back to its default and searches again", async () => {
    await mount('/admin/dossierList?trafficLight=R&vatNumber=01234560587');
    await run(() => screen.filters.remove('trafficLight'));
    expect(calls.at(-1)?.filters).toEqual({ ...defaults, vatNumber: '01234560587' });
    expect(location).toBe('?vatNumber=01234560587');
    expect(screen.filters.draft).toEqual({ ...defaults, vatNumber: '01234560587' });
  });

  it('a reset goes back to the defaults and clears the selection', async () => {
    await mount('/admin/dossierList?trafficLight=R');
    await calls[0]?.answer({ rows: [1, 2, 3], total: 3 });
    await run(() => screen.setSelectedRows([1, 2]));
    expect(screen.selectedRows).toEqual([1, 2]);
    await run(() => screen.filters.reset());
    expect(calls.at(-1)?.filters).toEqual(defaults);
    expect(location).toBe('');
    expect(screen.selectedRows).toEqual([]);
  });

  it('refuses to search a filter that breaks its format, says why, and searches once it is mended', async () => {
    await mount();
    await run(() => screen.filters.setDraftField('vatNumber', '123'));
    let refused: string[] = [];
    await run(() => {
      refused = screen.filters.submit();
    });
    expect(refused).toEqual(['vatNumber']);
    expect(calls).toHaveLength(1);
    expect(screen.problems).toEqual({ vatNumber: 'Deve essere di 11 o 16 caratteri' });
    await run(() => screen.filters.setDraftField('vatNumber', '01234560587'));
    expect(screen.problems).toEqual({});
    await run(() => {
      refused = screen.filters.submit();
    });
    expect(refused).toEqual([]);
    expect(calls.at(-1)?.filters).toEqual({ ...defaults, vatNumber: '01234560587' });
  });

  it('refuses a request id typed with letters, and a range the list does not take', async () => {
    await mount();
    await run(() => screen.filters.setDraftField('requestId', '12a'));
    let refused: string[] = [];
    await run(() => {
      refused = screen.filters.submit();
    });
    expect(refused).toEqual(['requestId']);
    expect(screen.problems).toEqual({ requestId: 'Deve essere un numero' });
    await run(() => screen.filters.setDraftField('requestId', undefined));
    await run(() => screen.filters.setDraftField('dateRange', { startDate: '2026-11-22', endDate: '2026-10-01' }));
    expect(screen.rangeError).toBe('Range temporale non valido');
    await run(() => {
      refused = screen.filters.submit();
    });
    expect(refused).toEqual(['dateRange']);
    expect(calls).toHaveLength(1);
  });

  it('sends only the filters that hold a value', async () => {
    await mount('/admin/dossierList?trafficLight=R');
    expect(screen.requestFilters).toEqual({ ...defaults, trafficLight: ['R'] });
  });

  it('asks no next page without a cursor, even while fewer rows than the total are loaded', async () => {
    await mount();
    await calls[0]?.answer({ rows: rows(0, 50), total: 60 });
    await run(() => screen.list.loadMore());
    expect(calls).toHaveLength(1);
    expect(screen.list.hasMore).toBe(false);
  });
});

describe("the queued export's filters", () => {
  const exportsOf = (
    filters?: (applied: RequestLogFilters) => Record<string, unknown>,
  ): NonNullable<PagedListDefinition<RequestLogFilters, number>['exports']> => ({
    filePrefix: 'Export_Test',
    csvOf: async () => '',
    extractionType: 'BACKTEST',
    filters,
  });

  it('are the applied filters when the list declares nothing more', async () => {
    await mount('/admin/dossierList?trafficLight=R', { ...LIST, exports: exportsOf() });
    expect(screen.exportFilters).toEqual({ ...defaults, trafficLight: ['R'] });
    expect(screen.exportFilters).toEqual(screen.requestFilters);
  });

  it("are what the list's declaration makes of the applied filters, and leave the list call alone", async () => {
    const list = { ...LIST, exports: exportsOf((applied) => ({ ...applied, runId: 'run-1' })) };
    await mount('/admin/dossierList?trafficLight=R', list);
    expect(screen.exportFilters).toEqual({ ...defaults, trafficLight: ['R'], runId: 'run-1' });
    expect(calls[0]?.filters).toEqual({ ...defaults, trafficLight: ['R'] });
  });

  it('follow each search', async () => {
    const list = { ...LIST, exports: exportsOf((applied) => ({ ...applied, runId: 'run-1' })) };
    await mount('/admin/dossierList?trafficLight=R', list);
    await run(() => screen.filters.setDraftField('trafficLight', ['V']));
    // A draft is not applied: the export still sends the last search's filters.
    expect(screen.exportFilters).toEqual({ ...defaults, trafficLight: ['R'], runId: 'run-1' });
    await run(() => screen.filters.submit());
    expect(screen.exportFilters).toEqual({ ...defaults, trafficLight: ['V'], runId: 'run-1' });
  });
});
