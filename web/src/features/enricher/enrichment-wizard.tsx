import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_FILE_SEPARATOR } from '../../../../shared/constants';
import type { FileSeparator } from '../../../../shared/enums';
import { api, showInPlace } from '../../shared/api';
import { WizardOutcome } from '../../shared/wizard/wizard-outcome';
import { enrichmentErrorText } from './enrichment-error-text';
import { type EnrichmentDraft, EnrichmentForm, isDraftValid } from './enrichment-form';
import { freeOutputName, type LocalRefusal, prepareEnrichmentUpload } from './prepare-upload';

interface EnrichmentWizardProps {
  visible: boolean;
  onDismiss: () => void;
  /** A job was queued: the list shows it. */
  onQueued: () => void;
}

type Step =
  | { name: 'step1'; sending: boolean; refusal?: string }
  | { name: 'success'; fileName: string }
  | { name: 'error'; text: string };

const emptyDraft = (): EnrichmentDraft => ({
  files: [],
  fileSeparator: DEFAULT_FILE_SEPARATOR as FileSeparator,
  note: '',
});

/**
 * The Enricher wizard (spec 'Shared wizards', 'Enrichment form'): Step1, then success or error. The
 * file is checked and zipped in the browser before uploadEnricherFile; the error view shows the
 * server's text under 'Errore nella richiesta di arricchimento On Demand.'.
 */
export function EnrichmentWizard({ visible, onDismiss, onQueued }: EnrichmentWizardProps) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      header={t('enrichment.title')}
      closeAriaLabel={t('enrichment.dismiss')}
      size="medium"
    >
      {/* Mounted only while open: every opening starts from an empty Step1. */}
      {visible && <WizardSteps onDismiss={onDismiss} onQueued={onQueued} />}
    </Modal>
  );
}

function WizardSteps({ onDismiss, onQueued }: Omit<EnrichmentWizardProps, 'visible'>) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(emptyDraft);
  const [step, setStep] = useState<Step>({ name: 'step1', sending: false });
  const refusalText = (refusal: LocalRefusal) =>
    refusal === 'EMPTY' ? t('enrichment.emptyFile') : t(`enrichment.serverErrors.${refusal}`);

  const submit = async (file: File) => {
    setStep({ name: 'step1', sending: true });
    let prepared: Awaited<ReturnType<typeof prepareEnrichmentUpload>>;
    try {
      prepared = await prepareEnrichmentUpload(file, draft.fileSeparator, draft.note);
    } catch {
      setStep({ name: 'step1', sending: false, refusal: t('enrichment.unreadable') });
      return;
    }
    if (!prepared.ok) {
      setStep({ name: 'step1', sending: false, refusal: refusalText(prepared.refusal) });
      return;
    }
    try {
      const outputFilename = await freeOutputName(prepared.body.outputFilename, (filename) =>
        api.call('checkExportFilename', { params: { filename } }),
      );
      const job = await api.call('uploadEnricherFile', { body: { ...prepared.body, outputFilename } });
      setStep({ name: 'success', fileName: job.fileName });
      onQueued();
    } catch (error) {
      // The error view says it: no alert repeats it.
      showInPlace(error);
      const failure = error instanceof Error ? error : new Error(String(error));
      setStep({
        name: 'error',
        text: enrichmentErrorText(failure, i18n, (code) => t(`enrichment.serverErrors.${code}`)),
      });
    }
  };

  if (step.name !== 'step1') {
    return (
      <SpaceBetween size="l">
        {step.name === 'success' ? (
          <WizardOutcome
            type="success"
            title={t('enrichment.success')}
            detail={t('enrichment.successDetail', { fileName: step.fileName })}
          />
        ) : (
          <WizardOutcome type="error" title={t('enrichment.errorTitle')} detail={step.text} />
        )}
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            {t('enrichment.close')}
          </Button>
        </Box>
      </SpaceBetween>
    );
  }

  const [file] = draft.files;
  const blocked = !isDraftValid(draft) || step.refusal !== undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (file && !blocked && !step.sending) void submit(file);
      }}
    >
      <SpaceBetween size="l">
        <EnrichmentForm
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            // A new file (or none) is checked afresh at the next 'Continua'.
            if (next.files !== draft.files) setStep({ name: 'step1', sending: false });
          }}
          fileRefusal={step.refusal}
          disabled={step.sending}
        />
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={onDismiss}>
              {t('enrichment.cancel')}
            </Button>
            <Button variant="primary" disabled={blocked} loading={step.sending} loadingText={t('enrichment.sending')}>
              {t('enrichment.continue')}
            </Button>
          </SpaceBetween>
        </Box>
      </SpaceBetween>
    </form>
  );
}
