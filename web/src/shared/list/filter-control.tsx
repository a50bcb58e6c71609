import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../../../shared/validators/ranges';
import { type FilterField, isDayRange, sameValue, splitCodes } from './filter-fields';
import { useFilterTexts } from './filter-texts';
import { MultiDropdownFilter } from './multi-dropdown-filter';
import { MultiselectFilter } from './multiselect-filter';
import { DayRangeFilter, MonthRangeFilter } from './range-filters';

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
}: FilterControlProps) {
  const texts = useFilterTexts();
  const label = texts.label(field.key);
  switch (field.kind) {
    case 'multi': {
      const props = {
        label,
        options: field.options,
        groups: field.groups,
        optionLabel: (code: string) => texts.option(field.key, code),
        value: Array.isArray(value) ? (value as string[]) : [],
        onChange,
      };
      return placement === 'bar' ? <MultiDropdownFilter {...props} /> : <MultiselectFilter {...props} />;
    }
    case 'dayRange':
    case 'monthRange': {
      if (!isDayRange(value) || !isDayRange(defaultValue)) return null;
      const props = { label, value, onChange: onChange as (range: DayRange) => void, defaultValue, errorText };
      return field.kind === 'dayRange' ? <DayRangeFilter {...props} today={today} /> : <MonthRangeFilter {...props} />;
    }
    case 'codes':
      return <CodesInput label={label} value={value} onChange={onChange} upperCase={field.upperCase} />;
    case 'number':
      return <NumberInput label={label} value={value} onChange={onChange} />;
    default:
      return (
        <FormField label={label}>
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

function NumberInput({ label, value, onChange }: InputProps) {
  const [text, setText] = useState(typeof value === 'number' ? String(value) : '');
  const parsed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
  if (parsed !== value && !(parsed === undefined && value === undefined)) {
    setText(typeof value === 'number' ? String(value) : '');
  }
  return (
    <FormField label={label}>
      <Input
        type="number"
        inputMode="numeric"
        value={text}
        onChange={({ detail }) => {
          setText(detail.value);
          onChange(/^\d+$/.test(detail.value.trim()) ? Number(detail.value.trim()) : undefined);
        }}
        autoComplete={false}
      />
    </FormField>
  );
}
