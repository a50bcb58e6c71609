import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterControl } from './filter-control';
import type { FilterField, FilterValues } from './filter-fields';

export interface AdvancedFiltersTab {
  id: string;
  label: string;
  fields: readonly FilterField[];
}

interface AdvancedFiltersModalProps {
  visible: boolean;
  onDismiss: () => void;
  tabs: readonly AdvancedFiltersTab[];
  /** Names the side tabs for assistive technology. */
  tabsLabel: string;
  draft: FilterValues;
  onChange: (key: string, value: unknown) => void;
  today: string;
}

/**
 * 'Filtri avanzati' (spec section 2): the list's further filters under side tabs, a Close button in
 * the footer. It edits the same filters as the bar; 'ESEGUI RICERCA' runs them.
 */
export function AdvancedFiltersModal({
  visible,
  onDismiss,
  tabs,
  tabsLabel,
  draft,
  onChange,
  today,
}: AdvancedFiltersModalProps) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState(tabs[0]?.id ?? '');
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      size="large"
      header={t('list.advancedFilters')}
      closeAriaLabel={t('list.closeAdvanced')}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            {t('list.close')}
          </Button>
        </Box>
      }
    >
      <Grid gridDefinition={[{ colspan: { default: 12, xxs: 4 } }, { colspan: { default: 12, xxs: 8 } }]}>
        <nav aria-label={tabsLabel}>
          <SideNavigation
            activeHref={`#${active?.id ?? ''}`}
            items={tabs.map((tab) => ({ type: 'link' as const, text: tab.label, href: `#${tab.id}` }))}
            onFollow={(event) => {
              event.preventDefault();
              setActiveId(event.detail.href.slice(1));
            }}
          />
        </nav>
        {active && (
          <section aria-labelledby={`advanced-${active.id}`}>
            <Header variant="h3" headingTagOverride="h2">
              <span id={`advanced-${active.id}`}>{active.label}</span>
            </Header>
            <ColumnLayout columns={2}>
              {active.fields.map((field) => (
                <FilterControl
                  key={field.key}
                  field={field}
                  value={draft[field.key]}
                  onChange={(value) => onChange(field.key, value)}
                  placement="modal"
                  today={today}
                />
              ))}
            </ColumnLayout>
          </section>
        )}
      </Grid>
    </Modal>
  );
}
