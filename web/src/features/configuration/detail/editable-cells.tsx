import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { useRuleMessage } from './rule-message';

/**
 * The inputs of the editor's table cells. A cell has no visible label (the column header is one), so
 * each input is named by `label` ('Soglia ritardo (%), riga 2'); the rule's message shows under it.
 */

/** A draft number as the input shows it: numbers from the file in the Italian way ('25,5'), text as typed. */
export function draftText(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? String(value).replace('.', ',') : value;
}

interface CellProps<Value> {
  label: string;
  value: Value;
  error?: string | undefined;
  onChange: (value: Value) => void;
}

export function CodeSelectCell({
  label,
  value,
  error,
  onChange,
  options,
}: CellProps<string | null | undefined> & { options: readonly { code: string; description: string }[] }) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  // Named in words, the code beside as a tag: 'Condominio  CON'.
  const choices = options.map(({ code, description }) => ({ value: code, label: description, labelTag: code }));
  return (
    <FormField errorText={ruleMessage(error)} stretch>
      <Select
        ariaLabel={label}
        placeholder={t('configurationEditor.choose')}
        selectedOption={choices.find((choice) => choice.value === value) ?? null}
        options={choices}
        invalid={Boolean(error)}
        expandToViewport
        onChange={({ detail }) => onChange(detail.selectedOption.value ?? null)}
      />
    </FormField>
  );
}

/**
 * Numbers are typed as text with a numeric keyboard, not in an input of type number: Italians type a
 * decimal comma ('25,5'), which a number input empties in a browser with another locale, and the rules
 * read the text ('Deve essere un numero' for what is not one). Half-typed values stay as typed.
 */
export function NumberCell({
  label,
  value,
  error,
  onChange,
  integer = false,
  reading,
}: CellProps<string | number | null | undefined> & {
  integer?: boolean;
  /** The value as it reads once saved ('100.000 €', '5 - Scarsa'), under the input while valid. */
  reading?: string | undefined;
}) {
  const ruleMessage = useRuleMessage();
  return (
    <FormField errorText={ruleMessage(error)} constraintText={error ? undefined : reading} stretch>
      <Input
        ariaLabel={label}
        inputMode={integer ? 'numeric' : 'decimal'}
        value={draftText(value)}
        invalid={Boolean(error)}
        onChange={({ detail }) => onChange(detail.value)}
      />
    </FormField>
  );
}

export function TextCell({ label, value, error, onChange }: CellProps<string>) {
  const ruleMessage = useRuleMessage();
  return (
    <FormField errorText={ruleMessage(error)} stretch>
      <Input
        ariaLabel={label}
        value={value}
        invalid={Boolean(error)}
        onChange={({ detail }) => onChange(detail.value)}
      />
    </FormField>
  );
}

/** A switch with no text beside it: the column says what it switches, the name says which row. */
export function EnabledCell({ label, value, onChange }: CellProps<boolean>) {
  return <Toggle ariaLabel={label} checked={value} onChange={({ detail }) => onChange(detail.checked)} />;
}
