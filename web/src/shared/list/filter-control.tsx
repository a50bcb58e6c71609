import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../../../shared/validators/ranges';
import { type FilterField, isDayRange, isNumberRange, sameValue, splitCodes } from './filter-fields';
import { type FilterTextsSection, useFilterTexts } from './filter-texts';
import { MultiDropdownFilter } from './multi-dropdown-filter';
import { MultiselectFilter } from './multiselect-filter';
import { NumberRangeFilter } from './number-range-filter';
import { DayRangeFilter, MonthRangeFilter, OptionalDayRangeFilter } from './range-filters';

export interface FilterControlProps {
  field: FilterField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Filter bar: dropdowns with 'Annulla' / 'Applica'; modal: Cloudscape Multiselect. */
  placement: 'bar' | 'modal';
  defaultValue?: unknown;
  errorText?: string;
  /** YYYY-MM-DD in Italian time, for 'Fino ad oggi'. */
  today: string;
  /** Where the field's names live in the catalogue (see useFilterTexts). */
  texts?: FilterTextsSection;
  /** What a day range's button says instead of its dates: 'Qualsiasi data' while a flag lifts it. */
  rangeText?: string;
}

/** The editor of one filter field, chosen by its kind; texts come from 'list.filters' and 'list.options'. */
export function FilterControl({
  field,
  value,
  onChange,
  placement,
  defaultValue,
  errorText,
  today,
  texts: textsOf = 'list',
  rangeText,
}: FilterControlProps) {
  const texts = useFilterTexts(textsOf);
  const label = texts.label(field.key);
  switch (field.kind) {
    case 'multi': {
      const props = {
        label,
        options: field.options,
        groups: field.groups,
        optionLabel: (code: string) => texts.option(field.key, code),
        optionDescription: (code: string) => texts.description?.(field.key, code),
        value: Array.isArray(value) ? (value as string[]) : [],
        onChange,
      };
      return placement === 'bar' ? <MultiDropdownFilter {...props} /> : <MultiselectFilter {...props} />;
    }
    case 'dayRange':
    case 'monthRange': {
      // A range whose default is no range at all (the job list's) starts empty and can be emptied.
      if (field.kind === 'dayRange' && !isDayRange(defaultValue)) {
        return (
          <OptionalDayRangeFilter
            label={label}
            value={isDayRange(value) ? value : undefined}
            onChange={onChange}
            errorText={errorText}
            today={today}
          />
        );
      }
      if (!isDayRange(value) || !isDayRange(defaultValue)) return null;
      const props = { label, value, onChange: onChange as (range: DayRange) => void, defaultValue, errorText };
      return field.kind === 'dayRange' ? (
        <DayRangeFilter {...props} today={today} text={rangeText} />
      ) : (
        <MonthRangeFilter {...props} today={today} />
      );
    }
    case 'flag':
      return (
        <FormField label={label}>
          <Toggle checked={value === true} onChange={({ detail }) => onChange(detail.checked ? true : undefined)}>
            {texts.option(field.key, 'true')}
          </Toggle>
        </FormField>
      );
    case 'numberRange':
      return (
        <NumberRangeFilter
          label={label}
          value={isNumberRange(value) ? value : undefined}
          bounds={field.bounds}
          onChange={onChange}
        />
      );
    case 'codes':
      return <CodesInput label={label} value={value} onChange={onChange} upperCase={field.upperCase} />;
    case 'number':
      return <NumberInput label={label} value={value} onChange={onChange} errorText={errorText} />;
    default:
      return (
        <FormField label={label} errorText={errorText}>
          <Input
            value={typeof value === 'string' ? value : ''}
            onChange={({ detail }) => onChange(detail.value.trimStart() || undefined)}
            autoComplete={false}
          />
        </FormField>
      );
  }
}

interface InputProps {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  errorText?: string;
}

/** Several values typed comma-separated (provinces, municipalities); the text is kept as typed. */
function CodesInput({ label, value, onChange, upperCase }: InputProps & { upperCase?: boolean }) {
  const { t } = useTranslation();
  const codes = Array.isArray(value) ? (value as string[]) : [];
  const [text, setText] = useState(codes.join(', '));
  // A change from outside (a reset, a chip removed) replaces what is typed.
  if (!sameValue(splitCodes(text, upperCase), codes)) setText(codes.join(', '));
  return (
    <FormField label={label} constraintText={t('list.codesHint')}>
      <Input
        value={text}
        onChange={({ detail }) => {
          setText(detail.value);
          onChange(splitCodes(detail.value, upperCase));
        }}
        autoComplete={false}
      />
    </FormField>
  );
}

/**
 * A whole number (a request id). What is typed is kept as typed: a number when it is one, else the text
 * itself, so the list's check can say what is wrong instead of the filter silently disappearing.
 */
function NumberInput({ label, value, onChange, errorText }: InputProps) {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  return (
    <FormField label={label} errorText={errorText}>
      <Input
        inputMode="numeric"
        value={text}
        onChange={({ detail }) => {
          const typed = detail.value.trim();
          onChange(typed === '' ? undefined : /^\d+$/.test(typed) ? Number(typed) : detail.value);
        }}
        autoComplete={false}
      />
    </FormField>
  );
}
