import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Popover, { type PopoverProps } from '@cloudscape-design/components/popover';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './list-table.css';

export interface MultiChoiceProps {
  label: string;
  options: readonly string[];
  /** Options shown under family names (workflows); options in no group are listed after. */
  groups?: Readonly<Record<string, readonly string[]>>;
  optionLabel: (code: string) => string;
  /** What an option's name leaves unsaid, shown under it. */
  optionDescription?: (code: string) => string | undefined;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** What the trigger says: 'Tutti', the one choice, or how many. */
export function useChoiceSummary(value: readonly string[], optionLabel: (code: string) => string): string {
  const { t } = useTranslation();
  if (value.length === 0) return t('list.all');
  if (value.length === 1) return optionLabel(value[0] as string);
  return t('list.selectedCount', { count: value.length });
}

/**
 * A dropdown filter of the filter bar (spec section 2 'List screens'): the choices are edited inside
 * the dropdown and take effect with 'Applica'; 'Annulla' leaves them as they were. The
 * 'Seleziona tutto' / 'Deseleziona tutto' toggle chooses every option or none.
 */
export function MultiDropdownFilter(props: MultiChoiceProps) {
  const { label, value, optionLabel } = props;
  const { t } = useTranslation();
  const popover = useRef<PopoverProps.Ref>(null);
  const summary = useChoiceSummary(value, optionLabel);
  return (
    <FormField label={label}>
      <Popover
        ref={popover}
        triggerType="custom"
        header={label}
        size="medium"
        position="bottom"
        renderWithPortal
        dismissAriaLabel={t('list.close')}
        content={
          <ChoicePanel
            {...props}
            onApply={(next) => {
              props.onChange(next);
              popover.current?.focus();
            }}
            onCancel={() => popover.current?.focus()}
          />
        }
      >
        <Button formAction="none" iconName="caret-down-filled" iconAlign="right" ariaLabel={`${label}: ${summary}`}>
          {summary}
        </Button>
      </Popover>
    </FormField>
  );
}

function ChoicePanel({
  label,
  options,
  groups,
  optionLabel,
  optionDescription,
  value,
  onApply,
  onCancel,
}: MultiChoiceProps & { onApply: (value: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  // The panel mounts when the dropdown opens: editing starts from the applied choice every time.
  const [chosen, setChosen] = useState<readonly string[]>(value);
  const groupId = useId();
  const allChosen = options.length > 0 && options.every((option) => chosen.includes(option));
  const toggle = (code: string, checked: boolean) =>
    setChosen((current) => (checked ? [...current, code] : current.filter((item) => item !== code)));

  const grouped = Object.entries(groups ?? {});
  const inGroups = new Set(grouped.flatMap(([, codes]) => codes));
  const loose = options.filter((option) => !inGroups.has(option));
  const checkbox = (code: string) => (
    <Checkbox
      key={code}
      checked={chosen.includes(code)}
      description={optionDescription?.(code)}
      onChange={({ detail }) => toggle(code, detail.checked)}
    >
      {optionLabel(code)}
    </Checkbox>
  );

  return (
    <SpaceBetween size="s">
      <Button variant="inline-link" formAction="none" onClick={() => setChosen(allChosen ? [] : [...options])}>
        {allChosen ? t('list.deselectAll') : t('list.selectAll')}
      </Button>
      <fieldset
        id={groupId}
        style={{ border: 0, margin: 0, padding: 0, minWidth: 0, maxHeight: 320, overflowY: 'auto' }}
      >
        <legend className="semaforo-visually-hidden">{label}</legend>
        <SpaceBetween size="xxs">
          {grouped.map(([name, codes]) => (
            <fieldset key={name} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <legend>
                <Box variant="awsui-key-label">{name}</Box>
              </legend>
              {codes.filter((code) => options.includes(code)).map(checkbox)}
            </fieldset>
          ))}
          {loose.map(checkbox)}
        </SpaceBetween>
      </fieldset>
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          <Button formAction="none" onClick={onCancel}>
            {t('list.cancel')}
          </Button>
          <Button
            formAction="none"
            variant="primary"
            onClick={() => onApply(options.filter((o) => chosen.includes(o)))}
          >
            {t('list.apply')}
          </Button>
        </SpaceBetween>
      </Box>
    </SpaceBetween>
  );
}
