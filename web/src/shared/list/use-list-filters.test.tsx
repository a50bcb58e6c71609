// @vitest-environment jsdom
import { act } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type RequestLogFilters, RequestLogFiltersSchema } from '../../../../shared/schemas/request-log';
import { mountInConsole } from '../testing/mount-in-console';
import type { FilterField } from './filter-fields';
import { useListFilters } from './use-list-filters';

/** The notice of a link the list could not use, in jsdom: shown, translated, dismissed, gone with a search. */

const fields: FilterField[] = [
  { key: 'dateRange', kind: 'dayRange' },
  { key: 'trafficLight', kind: 'multi', options: ['R', 'V'] },
];
const defaults: RequestLogFilters = { dateRange: { startDate: '2026-10-22', endDate: '2026-11-22' } };
const DEFAULT_TEXT = '(22/10/2026 - 22/11/2026)';

let filters: ReturnType<typeof useListFilters<RequestLogFilters>>;
let navigate: ReturnType<typeof useNavigate>;
let mounted: Awaited<ReturnType<typeof mountInConsole>>;

let search = '';

function Probe() {
  filters = useListFilters({ fields, schema: RequestLogFiltersSchema, defaults });
  navigate = useNavigate();
  search = useLocation().search;
  return null;
}

const mount = async (url: string) => {
  mounted = await mountInConsole(<Probe />, { url });
};
const run = (action: () => unknown) => act(async () => void action());

afterEach(async () => {
  await mounted.unmount();
});

describe('the notice of the filters of a link', () => {
  it('is null for a link the list can use', async () => {
    await mount('/list?trafficLight=R');
    expect(filters.applied).toEqual({ ...defaults, trafficLight: ['R'] });
    expect(filters.notice).toBeNull();
  });

  it('says which filter was replaced, why and by what, and goes when dismissed', async () => {
    await mount('/list?dateRange=2025-10-01..2026-11-01&trafficLight=GIALLO');
    expect(filters.applied).toEqual(defaults);
    expect(filters.notice).toMatchObject({
      title: 'Filtri del link non validi',
      dismissLabel: "Chiudi l'avviso",
      messages: [
        `Il periodo nel link supera un anno: è stato sostituito con il periodo predefinito ${DEFAULT_TEXT}.`,
        'Il filtro «Semaforo» nel link ha un valore non valido (GIALLO): il filtro non è stato applicato.',
      ],
    });
    await run(() => filters.notice?.onDismiss());
    expect(filters.notice).toBeNull();
  });

  it('follows the language', async () => {
    await mount('/list?dateRange=2026-11-22..2026-10-01');
    await run(() => mounted.i18n.changeLanguage('en'));
    expect(filters.notice?.messages).toEqual([
      `In the period of the link the start date is after the end date: it was replaced by the default period ${DEFAULT_TEXT}.`,
    ]);
  });

  it('goes with the next search, and comes with a link from outside (back, forward, a link)', async () => {
    await mount('/list?dateRange=yesterday');
    expect(filters.notice).not.toBeNull();
    await run(() => filters.submit());
    expect(filters.notice).toBeNull();
    await run(() => navigate('/list?dateRange=2026-11-22..2026-10-01'));
    expect(filters.notice?.messages).toHaveLength(1);
    await run(() => filters.dismissNotice());
    expect(filters.notice).toBeNull();
  });
});

describe('a screen parameter that is not a filter (an area’s section)', () => {
  it('stays in the URL across searches, and counts as no filter of the link', async () => {
    await mount('/list?section=registro&trafficLight=R');
    expect(filters.applied).toEqual({ ...defaults, trafficLight: ['R'] });
    expect(filters.notice).toBeNull();
    await run(() => filters.setDraftField('trafficLight', ['V']));
    await run(() => filters.submit());
    expect(new URLSearchParams(search).get('section')).toBe('registro');
    expect(new URLSearchParams(search).getAll('trafficLight')).toEqual(['V']);
    expect(filters.applied).toEqual({ ...defaults, trafficLight: ['V'] });
  });
});
