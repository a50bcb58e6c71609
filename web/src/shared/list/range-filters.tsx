import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DayRange, italianToday, lastDayOfMonth } from '../../../../shared/validators/ranges';
import { formatDayRange, formatMonthRange } from './chips';
import { RangePanel } from './date-picker/range-panel';
import { RangePopover } from './date-picker/range-popover';
import { DAY_UNIT, MONTH_UNIT } from './date-picker/range-units';

/**
 * The range filters of the lists (spec section 2 'List screens'), built from Cloudscape's Button,
 * Popover, Input and Calendar rather than its DateRangePicker: that one's boxes take only YYYY/MM/DD
 * or YYYY-MM-DD (`dateInputFormat` is 'iso' or 'slashed'), and it lets a disabled day be typed. Here
 * days and months are typed and shown GG/MM/AAAA and MM/AAAA, and nothing after today can be chosen.
 */

/** Two GG/MM/AAAA boxes side by side over the calendar. */
const DAY_PICKER_WIDTH = 320;

interface RangeFilterProps {
  label: string;
  value: DayRange;
  onChange: (value: DayRange) => void;
  /** What 'Resetta' (month range) or 'Azzera' (day range) goes back to. */
  defaultValue: DayRange;
  /** The list's own rule, e.g. 'Range temporale non valido'. */
  errorText?: string;
}

/**
 * The date-range picker of the lists: 'Dal' and 'Fino Al', and 'Fino ad oggi' which sets the end to
 * today. The start may not be later than the end; the list adds its own rule through errorText.
 * 'Azzera' goes back to the default range.
 */
export function DayRangeFilter({
  defaultValue,
  onChange,
  ...props
}: RangeFilterProps & { today: string; text?: string }) {
  return <OptionalDayRangeFilter {...props} onChange={(value) => onChange(value ?? defaultValue)} />;
}

interface OptionalDayRangeFilterProps extends Omit<RangeFilterProps, 'value' | 'onChange' | 'defaultValue'> {
  value: DayRange | undefined;
  onChange: (value: DayRange | undefined) => void;
  /** YYYY-MM-DD in Italian time: 'Fino ad oggi', and no day after it. */
  today: string;
  /** What the button says instead of the range ('Qualsiasi data' while a flag lifts the range). */
  text?: string;
}

/** The same picker for a range whose default is no range at all: it starts empty and 'Azzera' empties it. */
export function OptionalDayRangeFilter({
  label,
  value,
  onChange,
  errorText,
  today,
  text,
}: OptionalDayRangeFilterProps) {
  const { t } = useTranslation();
  return (
    <RangePopover
      label={label}
      text={text ?? (value ? formatDayRange(value) : t('list.dateRange.placeholder'))}
      errorText={errorText}
    >
      {(close) => {
        const done = (range: DayRange | undefined) => {
          onChange(range);
          close();
        };
        return (
          <RangePanel
            unit={DAY_UNIT}
            labels={{ start: t('list.dateRange.from'), end: t('list.dateRange.to') }}
            value={value ? { start: value.startDate, end: value.endDate } : null}
            today={today}
            optional
            untilToday={t('list.dateRange.untilToday')}
            clear={{ label: t('list.dateRange.clear'), onClick: () => done(undefined) }}
            cancel={{ label: t('list.cancel'), onClick: close }}
            applyLabel={t('list.apply')}
            onApply={(range) => done(range ? { startDate: range.start, endDate: range.end } : undefined)}
            width={DAY_PICKER_WIDTH}
          />
        );
      }}
    </RangePopover>
  );
}

/** The month picker's width, its labels and buttons (spec section 2 'List screens'). */
const MONTH_PICKER_WIDTH = 340;

/**
 * The month-year range picker: 'Dal:' and 'Al:', 'Resetta' (back to the default) and 'Conferma', in a
 * picker 340 px wide. A range covers whole months: the first day of the first to the last day of the last.
 */
export function MonthRangeFilter({
  label,
  value,
  onChange,
  defaultValue,
  errorText,
  today: todayProp,
}: RangeFilterProps & { today?: string }) {
  const { t } = useTranslation();
  // The lists pass the day they opened on; a picker without one takes the current day.
  const [currentDay] = useState(italianToday);
  const today = todayProp ?? currentDay;
  return (
    <RangePopover label={label} text={formatMonthRange(value)} errorText={errorText}>
      {(close) => (
        <RangePanel
          unit={MONTH_UNIT}
          labels={{ start: t('list.monthRange.from'), end: t('list.monthRange.to') }}
          value={{ start: value.startDate.slice(0, 7), end: value.endDate.slice(0, 7) }}
          today={today}
          clear={{
            label: t('list.monthRange.reset'),
            onClick: () => {
              onChange(defaultValue);
              close();
            },
          }}
          applyLabel={t('list.monthRange.confirm')}
          onApply={(range) => {
            if (range) onChange({ startDate: `${range.start}-01`, endDate: lastDayOfMonth(`${range.end}-01`) });
            close();
          }}
          width={MONTH_PICKER_WIDTH}
        />
      )}
    </RangePopover>
  );
}
