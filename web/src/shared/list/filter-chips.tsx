import Token from '@cloudscape-design/components/token';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from './chips';

// Cloudscape's success colours: a light green token with a green border, dark text (contrast kept).
const KPI_TOKEN_STYLE = {
  root: {
    background: { default: '#eafbe9' },
    borderColor: { default: '#037f0c' },
    borderWidth: '2px',
  },
} as const;

interface FilterChipsProps {
  chips: readonly FilterChip[];
  onRemove: (key: string) => void;
}

/**
 * Applied non-default filters, each with an 'x' that removes it (spec section 2). Highlighted chips,
 * the filters of the business KPIs, are green and say so in words too ('KPI business').
 */
export function FilterChips({ chips, onRemove }: FilterChipsProps) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  const highlighted = chips.filter((chip) => chip.highlighted);
  const plain = chips.filter((chip) => !chip.highlighted);
  const text = (chip: FilterChip) => `${chip.label}: ${chip.value}`;
  const dismissLabel = (chip: FilterChip) => t('list.removeFilter', { filter: chip.label });
  return (
    <section aria-label={t('list.appliedFilters')} data-testid="filter-chips">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-start' }}>
        {highlighted.map((chip) => (
          <span key={chip.key} data-testid="kpi-chip">
            <Token
              label={text(chip)}
              labelTag={t('list.kpiTag')}
              dismissLabel={dismissLabel(chip)}
              onDismiss={() => onRemove(chip.key)}
              style={KPI_TOKEN_STYLE}
            />
          </span>
        ))}
        {plain.length > 0 && (
          <TokenGroup
            disableOuterPadding
            items={plain.map((chip) => ({ label: text(chip), dismissLabel: dismissLabel(chip) }))}
            onDismiss={({ detail }) => {
              const chip = plain[detail.itemIndex];
              if (chip) onRemove(chip.key);
            }}
          />
        )}
      </div>
    </section>
  );
}
