import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '../../../../shared/constants';
import { ACQUISITION_CHANNELS } from '../../../../shared/enums';
import { formatCount, formatDateTime } from '../../../../shared/format/italian-format';
import { lastDaysRange } from '../../../../shared/italian-time';
import { chainsCsv } from '../../../../shared/monitoring/chains-csv';
import { CHAIN_FLAGS } from '../../../../shared/monitoring/link';
import { MARKETS } from '../../../../shared/roles';
import {
  type ChainRow,
  REPEATED_CHECKS_DEFAULT_DAYS,
  REVIEW_STATUSES,
  type RepeatedChecksFilters,
  RepeatedChecksFiltersSchema,
} from '../../../../shared/schemas/monitoring';
import { isValidRequestLogRange } from '../../../../shared/validators/ranges';
import { api } from '../../shared/api';
import type { FilterField } from '../../shared/list/filter-fields';
import { useFilterTexts } from '../../shared/list/filter-texts';
import type { ListColumn } from '../../shared/list/list-columns';
import type { PagedListDefinition } from '../../shared/list/list-definition';
import { TrafficLightStatus } from '../../shared/list/request-log-cells';
import { ChainFlags, ReviewStatusIndicator } from '../../shared/monitoring/chain-status';

type Field = FilterField<keyof RepeatedChecksFilters & string>;

/** The bar: the period of last activity, the flags and the review status, what a risk officer sifts by. */
const QUICK_FIELDS = [
  { key: 'dateRange', kind: 'dayRange' },
  { key: 'flags', kind: 'multi', options: CHAIN_FLAGS },
  { key: 'reviewStatus', kind: 'multi', options: REVIEW_STATUSES },
  { key: 'agency', kind: 'text' },
] as const satisfies readonly Field[];

/** 'Filtri avanzati': who, from where, in which market, how many attempts. */
const ADVANCED_TABS = {
  origin: [
    { key: 'user', kind: 'text' },
    { key: 'channel', kind: 'multi', options: ACQUISITION_CHANNELS },
    { key: 'market', kind: 'multi', options: MARKETS },
  ],
  attempts: [
    { key: 'minAttempts', kind: 'number' },
    { key: 'maxAttempts', kind: 'number' },
  ],
} satisfies Record<string, readonly Field[]>;

/** Codes by their names ('Agenzia', 'Libero'), joined. */
function CodesCell({ codes, option }: { codes: readonly string[]; option: string }) {
  const texts = useFilterTexts();
  return <>{codes.map((code) => texts.option(option, code)).join(', ') || '-'}</>;
}

function ListCell({ values }: { values: readonly string[] }) {
  const { t } = useTranslation();
  // The first three say who it is; the rest are counted.
  const shown = values.slice(0, 3).join(', ');
  return <>{values.length > 3 ? `${shown} ${t('repeatedChecks.more', { count: values.length - 3 })}` : shown || '-'}</>;
}

/** The newest activity first; what the chain says and how it was judged beside its subject. */
const CHAIN_COLUMNS: readonly ListColumn<ChainRow>[] = [
  { id: 'lastAt', cell: (row) => formatDateTime(row.lastAt), width: 180 },
  { id: 'subject', cell: (row) => row.subject || '-', width: 220, wrap: true },
  { id: 'identifier', cell: (row) => row.identifier ?? '-', width: 185 },
  { id: 'attempts', cell: (row) => formatCount(row.attempts), width: 120, numeric: true },
  { id: 'flags', cell: (row) => <ChainFlags flags={row.flags} />, width: 260, wrap: true, minWidth: 160 },
  {
    id: 'latestTrafficLight',
    cell: (row) => (row.latestTrafficLight ? <TrafficLightStatus light={row.latestTrafficLight} /> : '-'),
    width: 120,
  },
  { id: 'reviewStatus', cell: (row) => <ReviewStatusIndicator status={row.reviewStatus} />, width: 165 },
  { id: 'agencies', cell: (row) => <ListCell values={row.agencies} />, width: 200, wrap: true },
  { id: 'users', cell: (row) => <ListCell values={row.users} />, width: 220, wrap: true },
  {
    id: 'channels',
    cell: (row) => <CodesCell codes={row.channels} option="acquisitionChannel" />,
    width: 200,
    wrap: true,
  },
  { id: 'markets', cell: (row) => <CodesCell codes={row.markets} option="market" />, width: 160, wrap: true },
  { id: 'firstAt', cell: (row) => formatDateTime(row.firstAt), width: 180 },
  { id: 'chainId', cell: (row) => row.chainId, width: 120 },
];

/** 'Verifiche ripetute', the chains, as the list kit takes it: 50 a page by cursor, the last 30 days by default. */
export const CHAINS_LIST: PagedListDefinition<RepeatedChecksFilters, ChainRow> = {
  id: 'repeatedChecks',
  texts: 'repeatedChecks',
  schema: RepeatedChecksFiltersSchema,
  quickFields: QUICK_FIELDS,
  advancedTabs: ADVANCED_TABS,
  defaults: (today) => ({ dateRange: lastDaysRange(today, REPEATED_CHECKS_DEFAULT_DAYS) }),
  isValidRange: isValidRequestLogRange,
  filterTexts: 'repeatedChecks',
  columns: CHAIN_COLUMNS,
  columnLabel: (id, t) => t(`repeatedChecks.columns.${id}` as 'repeatedChecks.columns.chainId'),
  // The tax code or VAT number is one of a chain's (its variants differ): on its page, or by preference.
  defaultColumns: ['lastAt', 'subject', 'attempts', 'flags', 'latestTrafficLight', 'reviewStatus'],
  rowKey: (row) => String(row.chainId),
  rowLabel: (row) => `${row.subject} ${row.identifier ?? ''}`.trim(),
  selection: 'multi',
  exports: {
    filePrefix: 'Export_VerificheRipetute',
    // The rows are all on the page already: written here, with the columns of the queued export.
    csvOf: async (rows) => chainsCsv(rows),
    extractionType: 'REPEATED_CHECKS',
  },
  countApart: true,
  async fetchPage(filters, { pageNumber, cursor, count }) {
    const answer = await api.call('repeatedChecks', {
      body: { filters, pageNumber, pageSize: PAGE_SIZE, cursor, count },
    });
    return { rows: answer.chains.map((row) => row.jsonValue), total: answer.total, cursor: answer.cursor };
  },
};
