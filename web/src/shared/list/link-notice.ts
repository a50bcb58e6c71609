import type { TFunction } from 'i18next';
import { formatDayRange, formatMonthRange } from './chips';
import { type FilterField, type FilterValues, isDayRange, isEmptyValue } from './filter-fields';
import type { DroppedFilter } from './url-filters';

/** What the filter bar says about filters of the link it could not use (a warning the user dismisses). */
export interface LinkNotice {
  title: string;
  /** One sentence per filter: what was wrong and what the list shows instead. */
  messages: readonly string[];
  dismissLabel: string;
  onDismiss: () => void;
}

/** A hand-edited link may carry anything: the notice quotes at most this much of it. */
const QUOTED_LENGTH = 40;
const quoted = (value: string) => (value.length > QUOTED_LENGTH ? `${value.slice(0, QUOTED_LENGTH - 1)}…` : value);

/**
 * The sentences of the notice, e.g. 'Il periodo nel link supera un anno: è stato sostituito con il
 * periodo predefinito (22/10/2026 - 22/11/2026).' A range names no filter (a list has one); another
 * filter is named by `label`.
 */
export function linkNoticeMessages(
  dropped: readonly DroppedFilter[],
  fields: readonly FilterField[],
  defaults: FilterValues,
  label: (key: string) => string,
  t: TFunction,
): string[] {
  return dropped.map(({ key, reason, value }) => {
    const kind = fields.find((field) => field.key === key)?.kind;
    const fallback = defaults[key];
    const problem = t(`linkFilters.problems.${reason}`, { filter: label(key), value: quoted(value) });
    let outcome: string;
    if (isDayRange(fallback)) {
      const range = kind === 'monthRange' ? formatMonthRange(fallback) : formatDayRange(fallback);
      outcome = t('linkFilters.outcomes.defaultRange', { range });
    } else {
      outcome = t(isEmptyValue(fallback) ? 'linkFilters.outcomes.removed' : 'linkFilters.outcomes.defaultValue');
    }
    return t('linkFilters.message', { problem, outcome });
  });
}
