import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatCount, formatPercent } from '../../../../shared/format/italian-format';
import { lastDaysRange } from '../../../../shared/italian-time';
import { MIN_CHECKS_TO_MARK } from '../../../../shared/monitoring/control-limits';
import { PeriodSchema, REPEATED_CHECKS_DEFAULT_DAYS, type WhoRepeatsRow } from '../../../../shared/schemas/monitoring';
import { isValidRequestLogRange } from '../../../../shared/validators/ranges';
import type { ListColumn } from '../../shared/list/list-columns';
import type { ListDefinition } from '../../shared/list/list-definition';

/** Who repeats is asked for a period (ordered, at most a year, not in the future): the chains' days by default. */
export const WhoRepeatsFiltersSchema = z.object({ dateRange: PeriodSchema }).partial().strict();
export type WhoRepeatsFilters = z.infer<typeof WhoRepeatsFiltersSchema>;

/** A share (0.053) as the console writes it: '5,3%'. */
export const shareText = (share: number) => formatPercent(share * 100);

type Rate = WhoRepeatsRow['joinedRate'];

/** A share with its count, and under it the upper limit it is held to: one column a measure. */
function RateCell({ rate, count }: { rate: Rate; count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <div>{t('repeatedChecks.whoRepeats.rate', { rate: shareText(rate.rate), count: formatCount(count) })}</div>
      <Box variant="small" color="text-body-secondary">
        {t('repeatedChecks.whoRepeats.limit', { upper: shareText(rate.upper) })}
      </Box>
    </>
  );
}

/** Above the limit, within it, or too few checks to say (under 30 none is marked). */
export function markedText(row: WhoRepeatsRow, t: TFunction): string {
  if (row.marked) return t('repeatedChecks.whoRepeats.marked');
  return row.checks < MIN_CHECKS_TO_MARK
    ? t('repeatedChecks.whoRepeats.fewChecks')
    : t('repeatedChecks.whoRepeats.notMarked');
}

function MarkedCell({ row }: { row: WhoRepeatsRow }) {
  const { t } = useTranslation();
  return (
    <StatusIndicator type={row.marked ? 'warning' : row.checks < MIN_CHECKS_TO_MARK ? 'info' : 'success'}>
      {markedText(row, t)}
    </StatusIndicator>
  );
}

/** Marked first and by how far above the limit, as the server orders them. */
const WHO_REPEATS_COLUMNS: readonly ListColumn<WhoRepeatsRow>[] = [
  { id: 'key', cell: (row) => row.key, width: 140 },
  { id: 'name', cell: (row) => row.name ?? '-', width: 180, wrap: true },
  { id: 'marked', cell: (row) => <MarkedCell row={row} />, width: 230 },
  { id: 'checks', cell: (row) => formatCount(row.checks), width: 110, numeric: true },
  { id: 'redThenGreen', cell: (row) => <RateCell rate={row.redThenGreenRate} count={row.redThenGreen} />, width: 210 },
  { id: 'joined', cell: (row) => <RateCell rate={row.joinedRate} count={row.joined} />, width: 190 },
];

/** 'Chi ripete' as the list kit takes it: one period, every agency or user of it at once. */
export const WHO_REPEATS_LIST: ListDefinition<WhoRepeatsFilters, WhoRepeatsRow> = {
  id: 'whoRepeats',
  texts: 'repeatedChecks.whoRepeats',
  schema: WhoRepeatsFiltersSchema,
  quickFields: [{ key: 'dateRange', kind: 'dayRange' }],
  defaults: (today) => ({ dateRange: lastDaysRange(today, REPEATED_CHECKS_DEFAULT_DAYS) }),
  isValidRange: isValidRequestLogRange,
  columns: WHO_REPEATS_COLUMNS,
  columnLabel: (id, t) => t(`repeatedChecks.whoRepeats.columns.${id}` as 'repeatedChecks.whoRepeats.columns.key'),
  rowKey: (row) => row.key,
  selection: 'none',
};
