import Button from '@cloudscape-design/components/button';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../../../shared/validators/ranges';
import { formatDayRange } from '../../shared/list/chips';

interface OptionalDayRangeFilterProps {
  label: string;
  value: DayRange | undefined;
  onChange: (value: DayRange | undefined) => void;
  /** YYYY-MM-DD in Italian time, for 'Fino ad oggi'. */
  today: string;
}

/**
 * The lists' date-range picker ('Dal', 'Fino Al', 'Fino ad oggi') for a range whose default is no range
 * at all (spec section 9: the job list shows any date): it starts empty and 'Azzera' empties it again.
 * The shared DayRangeFilter always holds a range, as the dossier lists' defaults do.
 */
export function OptionalDayRangeFilter({ label, value, onChange, today }: OptionalDayRangeFilterProps) {
  const { t, i18n } = useTranslation();
  const isValidRange: DateRangePickerProps.ValidationFunction = (range) =>
    range?.type === 'absolute' && range.startDate && range.endDate && range.startDate > range.endDate
      ? { valid: false, errorMessage: t('list.rangeOrder') }
      : { valid: true };
  return (
    <FormField label={label}>
      <DateRangePicker
        value={value ? { type: 'absolute', startDate: value.startDate, endDate: value.endDate } : null}
        onChange={({ detail }) =>
          onChange(
            detail.value?.type === 'absolute'
              ? { startDate: detail.value.startDate.slice(0, 10), endDate: detail.value.endDate.slice(0, 10) }
              : undefined,
          )
        }
        rangeSelectorMode="absolute-only"
        relativeOptions={[]}
        dateOnly
        showClearButton
        isValidRange={isValidRange}
        locale={i18n.language === 'en' ? 'en-GB' : 'it-IT'}
        startOfWeek={1}
        placeholder={t('list.dateRange.placeholder')}
        renderTriggerContent={value ? () => formatDayRange(value) : undefined}
        expandToViewport
        i18nStrings={{
          startDateLabel: t('list.dateRange.from'),
          endDateLabel: t('list.dateRange.to'),
          applyButtonLabel: t('list.apply'),
          cancelButtonLabel: t('list.cancel'),
          clearButtonLabel: t('list.dateRange.clear'),
          slashedDateConstraintText: t('list.dateRange.format'),
        }}
        customAbsoluteRangeControl={(_selected, setSelected) => (
          <Button
            formAction="none"
            onClick={() => setSelected((current) => ({ ...current, end: { date: today, time: '' } }))}
          >
            {t('list.dateRange.untilToday')}
          </Button>
        )}
      />
    </FormField>
  );
}
