import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Slider from '@cloudscape-design/components/slider';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../shared/format/italian-format';
import { formatNumberRange } from './chips';
import { RangePopover } from './date-picker/range-popover';
import type { NumberRange } from './filter-fields';
import { commitRangeEnd, parseTypedNumber, type RangeEnd, shownRange, sliderScale } from './number-range';

interface NumberRangeFilterProps {
  label: string;
  /** The chosen range; undefined while untouched, which is no filter. */
  value: NumberRange | undefined;
  /** What the slider spans. */
  bounds: NumberRange;
  onChange: (value: NumberRange | undefined) => void;
}

/**
 * A number-range filter of the bar (the customers' invoiced amount, spec section 4): a button showing the
 * range ('Tutti' while untouched) opens a dialog with a slider and a typed box for each end. A move or a
 * typed value that would put the lower end above the upper is discarded (number-range.ts); 'Applica'
 * takes the range, 'Azzera' takes the filter away, 'Annulla' leaves it as it was.
 */
export function NumberRangeFilter({ label, value, bounds, onChange }: NumberRangeFilterProps) {
  const { t } = useTranslation();
  return (
    <RangePopover label={label} text={value ? formatNumberRange(value) : t('list.all')} trigger="dropdown">
      {(close) => (
        <RangePanel
          value={value}
          scale={sliderScale(bounds)}
          onApply={(next) => {
            onChange(next);
            close();
          }}
          onCancel={close}
        />
      )}
    </RangePopover>
  );
}

interface RangePanelProps {
  value: NumberRange | undefined;
  /** What the sliders span, and their step. */
  scale: { span: NumberRange; step: number };
  onApply: (value: NumberRange | undefined) => void;
  onCancel: () => void;
}

/** Mounted when the dialog opens: editing starts from the applied range (or the bounds) every time. */
function RangePanel({ value, scale: { span: bounds, step }, onApply, onCancel }: RangePanelProps) {
  const { t } = useTranslation();
  // Undefined until an end is moved: applying an untouched slider keeps the list unfiltered.
  const [draft, setDraft] = useState(value);
  const shown = shownRange(draft, bounds);
  const commit = (end: RangeEnd, number: number) => {
    const next = commitRangeEnd(shown, end, number, bounds);
    if (next) setDraft(next);
  };
  return (
    <SpaceBetween size="m">
      <Box variant="small" color="text-body-secondary">
        {t('list.numberRange.order')}
      </Box>
      <RangeEndControl
        label={t('list.numberRange.from')}
        value={shown.from}
        bounds={bounds}
        step={step}
        onCommit={(n) => commit('from', n)}
      />
      <RangeEndControl
        label={t('list.numberRange.to')}
        value={shown.to}
        bounds={bounds}
        step={step}
        onCommit={(n) => commit('to', n)}
      />
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          <Button formAction="none" variant="link" onClick={() => onApply(undefined)}>
            {t('list.dateRange.clear')}
          </Button>
          <Button formAction="none" onClick={onCancel}>
            {t('list.cancel')}
          </Button>
          <Button formAction="none" variant="primary" onClick={() => onApply(draft)}>
            {t('list.apply')}
          </Button>
        </SpaceBetween>
      </Box>
    </SpaceBetween>
  );
}

interface RangeEndControlProps {
  label: string;
  value: number;
  bounds: NumberRange;
  step: number;
  /** A moved or typed value; the panel keeps it or discards it. */
  onCommit: (value: number) => void;
}

/**
 * One end: a box to type the value (taken on Enter or on leaving the box; what was discarded is replaced
 * by the end's value) and a slider, both named after the end (each control its own, so no id is shared).
 */
function RangeEndControl({ label, value, bounds, step, onCommit }: RangeEndControlProps) {
  // What is being typed; null while the box shows the end's value.
  const [typed, setTyped] = useState<string | null>(null);
  const takeTyped = () => {
    if (typed === null) return;
    const number = parseTypedNumber(typed);
    if (number !== undefined) onCommit(number);
    setTyped(null);
  };
  return (
    <SpaceBetween size="xs">
      <FormField label={label} stretch>
        <Input
          value={typed ?? formatNumber(value)}
          inputMode="decimal"
          autoComplete={false}
          onChange={({ detail }) => setTyped(detail.value)}
          onBlur={takeTyped}
          onKeyDown={({ detail }) => {
            if (detail.key === 'Enter') takeTyped();
          }}
        />
      </FormField>
      <Slider
        ariaLabel={label}
        value={value}
        min={bounds.from}
        max={bounds.to}
        step={step}
        valueFormatter={formatNumber}
        onChange={({ detail }) => onCommit(detail.value)}
      />
    </SpaceBetween>
  );
}
