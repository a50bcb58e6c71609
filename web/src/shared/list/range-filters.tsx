import Button from '@cloudscape-design/components/button';
import DateRangePicker, { type DateRangePickerProps } from '@cloudscape-design/components/date-range-picker';
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';
import { type DayRange, lastDayOfMonth } from '../../../../shared/validators/ranges';
import { formatDayRange, formatMonthRange } from './chips';

interface RangeFilterProps {
  label: string;
  value: DayRange;
  onChange: (value: DayRange) => void;
  /** What 'Resetta' (month range) or clearing (day range) goes back to. */
  defaultValue: DayRange;
  /** The list's own rule, e.g. 'Range temporale non valido'. */
  errorText?: string;
}

const pickerLocale = (language: string) => (language === 'en' ? 'en-GB' : 'it-IT');

function useOrderCheck(): DateRangePickerProps.ValidationFunction {
  const { t } = useTranslation();
  return (range) => {
    if (range?.type === 'absolute' && range.startDate && range.endDate && range.startDate > range.endDate) {
      return { valid: false, errorMessage: t('list.rangeOrder') };
    }
    return { valid: true };
  };
}

/**
 * The date-range picker of the lists: 'Dal' and 'Fino Al', and 'Fino ad oggi' which sets the end to
 * today. The start may not be later than the end; the list adds its own rule through errorText.
 * Clearing goes back to the default range.
 */
export function DayRangeFilter({ defaultValue, onChange, ...props }: RangeFilterProps & { today: string }) {
  return <OptionalDayRangeFilter {...props} onChange={(value) => onChange(value ?? defaultValue)} />;
}

interface OptionalDayRangeFilterProps extends Omit<RangeFilterProps, 'value' | 'onChange' | 'defaultValue'> {
  value: DayRange | undefined;
  onChange: (value: DayRange | undefined) => void;
  /** YYYY-MM-DD in Italian time, for 'Fino ad oggi'. */
  today: string;
}

/** The same picker for a range whose default is no range at all: it starts empty and clearing empties it. */
export function OptionalDayRangeFilter({ label, value, onChange, errorText, today }: OptionalDayRangeFilterProps) {
  const { t, i18n } = useTranslation();
  const isValidRange = useOrderCheck();
  return (
    <FormField label={label} errorText={errorText}>
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
        isValidRange={isValidRange}
        locale={pickerLocale(i18n.language)}
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

/** The month-year range picker: 'Dal:' and 'Al:', 'Resetta' (back to the default) and 'Conferma'; 340 px wide. */
export function MonthRangeFilter({ label, value, onChange, defaultValue, errorText }: RangeFilterProps) {
  const { t, i18n } = useTranslation();
  const isValidRange = useOrderCheck();
  return (
    <div style={{ width: 340 }}>
      <FormField label={label} errorText={errorText} stretch>
        <DateRangePicker
          value={{ type: 'absolute', startDate: value.startDate.slice(0, 7), endDate: value.endDate.slice(0, 7) }}
          onChange={({ detail }) =>
            onChange(
              detail.value?.type === 'absolute'
                ? {
                    startDate: `${detail.value.startDate.slice(0, 7)}-01`,
                    endDate: lastDayOfMonth(`${detail.value.endDate.slice(0, 7)}-01`),
                  }
                : defaultValue,
            )
          }
          granularity="month"
          rangeSelectorMode="absolute-only"
          relativeOptions={[]}
          dateOnly
          isValidRange={isValidRange}
          locale={pickerLocale(i18n.language)}
          showClearButton
          renderTriggerContent={() => formatMonthRange(value)}
          expandToViewport
          i18nStrings={{
            startMonthLabel: t('list.monthRange.from'),
            endMonthLabel: t('list.monthRange.to'),
            applyButtonLabel: t('list.monthRange.confirm'),
            clearButtonLabel: t('list.monthRange.reset'),
            cancelButtonLabel: t('list.cancel'),
            slashedMonthConstraintText: t('list.monthRange.format'),
          }}
        />
      </FormField>
    </div>
  );
}
