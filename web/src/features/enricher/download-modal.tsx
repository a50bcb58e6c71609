import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportJob } from '../../../../shared/schemas/exports';
import { ModalFooter } from '../../shared/components/modal-footer';
import { downloadFile } from '../../shared/download/download-file';

interface DownloadModalProps {
  /** The job to download; null keeps the modal closed. */
  job: ExportJob | null;
  onDismiss: () => void;
}

/**
 * The download confirm (spec section 2): a READY job asks to confirm, a DISCARDED one says it is
 * 'in stato scartato'. Confirm asks downloadFileUrl for a short-lived URL and saves `{fileName}.zip`;
 * any failure (a 410 for a discarded file, a 403, no answer) reads 'Impossibile scaricare il file. Riprovare.'.
 */
export function DownloadModal({ job, onDismiss }: DownloadModalProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ job: ExportJob | null; busy: boolean; failed: boolean }>({
    job,
    busy: false,
    failed: false,
  });
  // Each job opened starts afresh: no error or spinner left over from the previous one.
  if (state.job !== job) setState({ job, busy: false, failed: false });

  const download = async (target: ExportJob) => {
    setState({ job: target, busy: true, failed: false });
    try {
      await downloadFile(target);
      onDismiss();
    } catch {
      setState({ job: target, busy: false, failed: true });
    }
  };

  return (
    <Modal
      visible={job !== null}
      onDismiss={onDismiss}
      header={t('extractions.download.title')}
      closeAriaLabel={t('extractions.download.dismiss')}
      footer={
        <ModalFooter closeText={t('extractions.download.cancel')} onClose={onDismiss}>
          <Button
            variant="primary"
            loading={state.busy}
            onClick={() => {
              if (job) void download(job);
            }}
          >
            {t('extractions.download.confirmButton')}
          </Button>
        </ModalFooter>
      }
    >
      {job && (
        <SpaceBetween size="m">
          <Box variant="p">
            {job.status === 'DISCARDED'
              ? t('extractions.download.discarded', { fileName: job.fileName })
              : t('extractions.download.confirm', { fileName: job.fileName })}
          </Box>
          {state.failed && <Alert type="error">{t('extractions.download.failed')}</Alert>}
        </SpaceBetween>
      )}
    </Modal>
  );
}
