import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiChoiceProps } from './multi-dropdown-filter';

/**
 * A choice among codes in the advanced-filters modal: Cloudscape's Multiselect, whose first entry is
 * the 'Seleziona tutto' / 'Deseleziona tutto' toggle of spec section 2.
 */
export function MultiselectFilter({
  label,
  options,
  groups,
  optionLabel,
  optionDescription,
  value,
  onChange,
}: MultiChoiceProps) {
  const { t } = useTranslation();
  const allChosen = options.length > 0 && options.every((option) => value.includes(option));
  const choices = useMemo<MultiselectProps.Options>(() => {
    const option = (code: string) => ({
      value: code,
      label: optionLabel(code),
      description: optionDescription?.(code),
    });
    if (!groups) return options.map(option);
    const inGroups = new Set(Object.values(groups).flat());
    return [
      ...Object.entries(groups).map(([name, codes]) => ({
        label: name,
        options: codes.filter((code) => options.includes(code)).map(option),
      })),
      ...options.filter((code) => !inGroups.has(code)).map(option),
    ];
  }, [options, groups, optionLabel, optionDescription]);
  const selectedOptions = value.map((code) => ({ value: code, label: optionLabel(code) }));
  return (
    <FormField label={label}>
      <Multiselect
        options={choices}
        selectedOptions={selectedOptions}
        onChange={({ detail }) => onChange(detail.selectedOptions.map((option) => option.value ?? ''))}
        enableSelectAll
        i18nStrings={{
          selectAllText: allChosen ? t('list.deselectAll') : t('list.selectAll'),
          tokenLimitShowMore: t('list.selectedCount', { count: value.length }),
        }}
        placeholder={t('list.all')}
        tokenLimit={3}
        filteringType={options.length > 10 ? 'auto' : 'none'}
        filteringAriaLabel={label}
        filteringPlaceholder={label}
        empty={t('list.noOptions')}
        expandToViewport
        ariaLabel={label}
      />
    </FormField>
  );
}
