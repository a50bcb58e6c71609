import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from './chips';
import { FilterChips } from './filter-chips';
import type { LinkNotice } from './link-notice';
import { LinkNoticeAlert } from './link-notice-alert';

interface FilterBarProps {
  /** The quick filters, and 'Filtri avanzati' where the list has it. */
  children: ReactNode;
  chips: readonly FilterChip[];
  onRemoveChip: (key: string) => void;
  onReset: () => void;
  onSubmit: () => void;
  /** While the edited filters break a rule of the list the search cannot run. */
  submitDisabled?: boolean;
  /** Below the chips: e.g. what the green chips mean. */
  note?: ReactNode;
  /** Above the filters: what the link held that the list could not use (useListFilters' notice). */
  notice?: LinkNotice | null;
}

/**
 * 'FILTRA PER' with the quick filters, 'AZZERA FILTRI' (back to the defaults, search again) and
 * 'ESEGUI RICERCA' (search from page 0), then the chips of the applied filters. A search landmark;
 * Enter in a text filter runs the search.
 */
export function FilterBar({
  children,
  chips,
  onRemoveChip,
  onReset,
  onSubmit,
  submitDisabled,
  note,
  notice,
}: FilterBarProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <search aria-labelledby={headingId}>
      <form
        aria-labelledby={headingId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitDisabled) onSubmit();
        }}
      >
        <SpaceBetween size="s">
          {notice && <LinkNoticeAlert notice={notice} />}
          <Box variant="h2" fontSize="heading-xs" id={headingId} padding="n">
            {t('list.filterBy')}
          </Box>
          <SpaceBetween direction="horizontal" size="m" alignItems="end">
            {children}
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" onClick={onReset}>
                {t('list.reset')}
              </Button>
              <Button variant="primary" disabled={submitDisabled}>
                {t('list.search')}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
          <FilterChips chips={chips} onRemove={onRemoveChip} />
          {note}
        </SpaceBetween>
      </form>
    </search>
  );
}
