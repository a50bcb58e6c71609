import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Calendar from '@cloudscape-design/components/calendar';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkTypedRange, type DateProblem, maskDateText, type TypedRange } from './italian-dates';
import type { RangeUnit } from './range-units';

type End = keyof TypedRange;

interface Action {
  label: string;
  onClick: () => void;
}

export interface RangePanelProps {
  unit: RangeUnit;
  /** 'Dal' and 'Fino Al', or 'Dal:' and 'Al:'. */
  labels: Record<End, string>;
  /** The applied range in the unit's values, or null for none. */
  value: TypedRange | null;
  /** YYYY-MM-DD in Italian time: nothing after it can be chosen. */
  today: string;
  /** Two empty boxes mean no range (the extractions list); otherwise both ends are needed. */
  optional?: boolean;
  /** 'Fino ad oggi': the end becomes today. */
  untilToday?: string;
  /** Left of the footer: 'Azzera' or 'Resetta'. */
  clear: Action;
  cancel?: Action;
  applyLabel: string;
  onApply: (range: TypedRange | null) => void;
  /** The panel's width in px (the month picker is 340). */
  width: number;
}

const LOCALES: Record<string, string> = { it: 'it-IT', en: 'en-GB' };

/**
 * The inside of a range picker: 'Dal' and 'Fino Al' typed in the Italian format (a mask adds the
 * slashes), and a calendar that sets the box last focused, the start first and then the end. Days
 * (or months) after today are disabled in the calendar and refused when typed. Each box says what is
 * wrong with it once left or when 'Applica' is pressed; the start may not follow the end.
 */
export function RangePanel(props: RangePanelProps) {
  const { unit, labels, value, today, optional = false, untilToday, clear, cancel, applyLabel, onApply, width } = props;
  const { t, i18n } = useTranslation();
  const [typed, setTyped] = useState<TypedRange>(() =>
    value ? { start: unit.text(value.start), end: unit.text(value.end) } : { start: '', end: '' },
  );
  const [active, setActive] = useState<End>('start');
  const [shown, setShown] = useState<Record<End, boolean>>({ start: false, end: false });
  const captionId = useId();

  const check = checkTypedRange(typed, (text) => unit.parse(text, today), optional);
  const words = unit.granularity === 'day' ? 'day' : 'month';
  const problemText = (end: End, problem: DateProblem | undefined) =>
    problem && shown[end]
      ? t(`datePicker.problems.${words}.${problem}`, { text: typed[end].trim(), today: unit.text(today) })
      : undefined;
  const errors: Record<End, string | undefined> = check.ok
    ? { start: undefined, end: undefined }
    : {
        start: problemText('start', check.start),
        end: check.order && shown.start && shown.end ? t('list.rangeOrder') : problemText('end', check.end),
      };

  const type = (end: End, text: string) =>
    setTyped((current) => ({ ...current, [end]: maskDateText(text, unit.parts) }));
  const pick = (end: End, picked: string) => {
    setTyped((current) => ({ ...current, [end]: unit.text(picked) }));
    setShown((current) => ({ ...current, [end]: true }));
    // Like a range calendar: the start first, then the end.
    if (end === 'start') setActive('end');
  };
  const apply = () => {
    setShown({ start: true, end: true });
    if (check.ok) onApply(check.range);
  };

  const activeValue = unit.parse(typed[active], today);
  const box = (end: End) => (
    <FormField label={labels[end]} constraintText={t(`datePicker.${words}Hint`)} errorText={errors[end]} stretch>
      <Input
        value={typed[end]}
        onChange={({ detail }) => type(end, detail.value)}
        onFocus={() => setActive(end)}
        onBlur={() => setShown((current) => ({ ...current, [end]: true }))}
        onKeyDown={(event) => {
          if (event.detail.key !== 'Enter') return;
          // Otherwise the key, once the focus is back on the picker's button, would open it again.
          event.preventDefault();
          apply();
        }}
        placeholder={t(`datePicker.${words}Placeholder`)}
        inputMode="numeric"
        autoComplete={false}
        spellcheck={false}
      />
    </FormField>
  );

  return (
    <div style={{ inlineSize: width, maxInlineSize: '100%' }} data-testid="range-panel">
      <SpaceBetween size="m">
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 12, alignItems: 'start' }}>
          {box('start')}
          {box('end')}
        </div>
        {untilToday && (
          <Button
            formAction="none"
            onClick={() => {
              setActive('end');
              pick('end', unit.granularity === 'day' ? today : today.slice(0, 7));
            }}
          >
            {untilToday}
          </Button>
        )}
        <div>
          <Box variant="small" id={captionId} padding={{ bottom: 'xs' }}>
            {t('datePicker.calendarFor', { field: labels[active] })}
          </Box>
          <Calendar
            value={'value' in activeValue ? activeValue.value : ''}
            onChange={({ detail }) => pick(active, detail.value)}
            granularity={unit.granularity}
            isDateEnabled={(date) => unit.isEnabled(date, today)}
            dateDisabledReason={(date) =>
              unit.isEnabled(date, today)
                ? ''
                : t(unit.granularity === 'day' ? 'datePicker.futureDay' : 'datePicker.futureMonth')
            }
            locale={LOCALES[i18n.language] ?? 'it-IT'}
            startOfWeek={1}
            ariaLabelledby={captionId}
          />
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
          <Button formAction="none" variant="link" onClick={clear.onClick}>
            {clear.label}
          </Button>
          <SpaceBetween direction="horizontal" size="xs">
            {cancel && (
              <Button formAction="none" onClick={cancel.onClick}>
                {cancel.label}
              </Button>
            )}
            <Button formAction="none" variant="primary" onClick={apply}>
              {applyLabel}
            </Button>
          </SpaceBetween>
        </div>
      </SpaceBetween>
    </div>
  );
}
