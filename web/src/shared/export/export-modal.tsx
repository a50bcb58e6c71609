import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { ExtractionType } from '../../../../shared/enums';
import { canConfirmExport } from './export-form';
import { ExportFormFields } from './export-form-fields';
import { ExportSubmitted } from './export-submitted';
import { type ExportFilters, useExportForm } from './use-export-form';

export interface ExportModalProps {
  extractionType: ExtractionType;
  /** The filters applied on the list, as its list call sends them: the file holds the rows the list shows. */
  filters: ExportFilters;
  onDismiss: () => void;
}

/**
 * The export modal of every exportable list (spec section 2 'Export modal'): the form, then the view
 * saying the export is queued with the link to the extractions. Mounted while open, so every opening
 * starts from a fresh form and a fresh default name.
 */
export default function ExportModal({ extractionType, filters, onDismiss }: ExportModalProps) {
  const { t } = useTranslation();
  const { state, change, blur, submit, confirmPressed } = useExportForm(extractionType, filters);
  const submitted = state.phase === 'submitted';

  const footer = submitted ? (
    <Box float="right">
      <Button variant="primary" onClick={onDismiss}>
        {t('exportModal.close')}
      </Button>
    </Box>
  ) : (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="link" onClick={onDismiss}>
          {t('exportModal.cancel')}
        </Button>
        {/* The press is seen before the name field's blur can disable the button (see useExportForm). */}
        <span onPointerDownCapture={confirmPressed}>
          <Button
            variant="primary"
            loading={state.phase === 'submitting'}
            disabled={!canConfirmExport(state)}
            onClick={() => void submit()}
          >
            {t('exportModal.confirm')}
          </Button>
        </span>
      </SpaceBetween>
    </Box>
  );

  return (
    <Modal
      visible
      onDismiss={onDismiss}
      header={t('exportModal.title')}
      closeAriaLabel={t('exportModal.dismiss')}
      footer={footer}
    >
      {submitted ? (
        <ExportSubmitted onNavigate={onDismiss} />
      ) : (
        <SpaceBetween size="m">
          <Box variant="p" color="text-body-secondary">
            {t('exportModal.description')}
          </Box>
          <ExportFormFields state={state} onChange={change} onBlur={(field) => void blur(field)} />
          {state.submitError && (
            <Alert type="error" header={t('exportModal.errors.submitFailed')} data-testid="export-error">
              {state.submitError}
            </Alert>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}
