import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Modal from '@cloudscape-design/components/modal';
import SideNavigation from '@cloudscape-design/components/side-navigation';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterControl } from './filter-control';
import type { FilterField, FilterValues } from './filter-fields';
import type { FilterTextsSection } from './filter-texts';

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
  /** Runs the search with the edited filters; answers the fields that stopped it (none: it ran). */
  onSearch: () => readonly string[];
  /** Messages of the fields a refused search named. */
  errors: Readonly<Record<string, string>>;
  texts?: FilterTextsSection;
  today: string;
}

/**
 * 'Filtri avanzati' (spec section 2): the list's further filters under side tabs. 'Applica' runs the
 * search with them and closes, or, when one of its filters stopped the search, turns to that filter's
 * tab and says so; Close (the spec's footer button) keeps the edits for the bar's search. Each opening
 * starts on the first tab, or on the tab of a filter the last search refused.
 */
export function AdvancedFiltersModal({ visible, ...props }: AdvancedFiltersModalProps) {
  // Mounted only while open, so every opening starts from its first tab.
  return visible ? <OpenAdvancedFilters {...props} /> : null;
}

function OpenAdvancedFilters({
  onDismiss,
  tabs,
  tabsLabel,
  draft,
  onChange,
  onSearch,
  errors,
  texts,
  today,
}: Omit<AdvancedFiltersModalProps, 'visible'>) {
  const { t } = useTranslation();
  const tabOf = (keys: readonly string[]) => tabs.find((tab) => tab.fields.some((field) => keys.includes(field.key)));
  const [activeId, setActiveId] = useState(() => tabOf(Object.keys(errors))?.id ?? tabs[0]?.id ?? '');
  const [refused, setRefused] = useState(false);
  const active = tabs.find((tab) => tab.id === activeId) ?? tabs[0];
  const search = () => {
    const stoppedBy = onSearch();
    const failing = tabOf(stoppedBy);
    // A field of this modal stopped the search: show it here; one of the bar's: the bar shows it.
    if (failing) {
      setActiveId(failing.id);
      setRefused(true);
    } else {
      onDismiss();
    }
  };
  return (
    <Modal
      visible
      onDismiss={onDismiss}
      size="large"
      header={t('list.advancedFilters')}
      closeAriaLabel={t('list.closeAdvanced')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onDismiss}>{t('list.close')}</Button>
            <Button variant="primary" onClick={search}>
              {t('list.apply')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <div aria-live="polite">
        {refused && Object.keys(errors).length > 0 && (
          <Box margin={{ bottom: 's' }}>
            <Alert type="error">{t('list.validation.notSearched')}</Alert>
          </Box>
        )}
      </div>
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
                  errorText={errors[field.key]}
                  texts={texts}
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
