import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import type { ExportStatus, ExportType } from '../../../../shared/enums';
import type { ExportFilesFilters } from '../../../../shared/schemas/exports';
import type { FilterChip } from '../../shared/list/chips';
import { FilterBar } from '../../shared/list/filter-bar';
import { MultiDropdownFilter } from '../../shared/list/multi-dropdown-filter';
import { OptionalDayRangeFilter } from '../../shared/list/range-filters';
import { STATUS_FIELD, TYPE_FIELD } from './extraction-filters';
import { useExtractionTexts } from './extraction-texts';

interface ExtractionFilterBarProps {
  draft: ExportFilesFilters;
  onDraftChange: (key: keyof ExportFilesFilters, value: unknown) => void;
  chips: readonly FilterChip[];
  onRemoveChip: (key: string) => void;
  onReset: () => void;
  onSubmit: () => void;
  today: string;
}

/** 'FILTRA PER' of the job list: file name, status, type and request date, with the lists' chips and links. */
export function ExtractionFilterBar({ draft, onDraftChange, today, ...bar }: ExtractionFilterBarProps) {
  const texts = useExtractionTexts();
  return (
    <FilterBar {...bar}>
      <FormField label={texts.filterLabel('fileName')}>
        <Input
          value={draft.fileName ?? ''}
          onChange={({ detail }) => onDraftChange('fileName', detail.value.trimStart() || undefined)}
          autoComplete={false}
        />
      </FormField>
      <MultiDropdownFilter
        label={texts.filterLabel('executionStatus')}
        options={STATUS_FIELD.options}
        optionLabel={(code) => texts.status(code as ExportStatus)}
        value={draft.executionStatus ?? []}
        onChange={(value) => onDraftChange('executionStatus', value)}
      />
      <MultiDropdownFilter
        label={texts.filterLabel('exportType')}
        options={TYPE_FIELD.options}
        optionLabel={(code) => texts.type(code as ExportType)}
        value={draft.exportType ?? []}
        onChange={(value) => onDraftChange('exportType', value)}
      />
      <OptionalDayRangeFilter
        label={texts.filterLabel('dateRange')}
        value={draft.dateRange}
        onChange={(value) => onDraftChange('dateRange', value)}
        today={today}
      />
    </FilterBar>
  );
}
