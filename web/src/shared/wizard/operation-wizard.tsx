import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showInPlace } from '../api/shown-in-place';
import { noteProblem, OPERATION_NOTE_MAX_LENGTH } from './operation-note';
import { serverErrorText } from './server-error-text';
import { WizardOutcome } from './wizard-outcome';

export interface OperationWizardProps {
  /** Names the operation: 'Pubblica configurazione'. */
  title: string;
  visible: boolean;
  onDismiss: () => void;
  /** Step1: what the operation is about (the caller's), above the note. */
  step1?: ReactNode;
  /** The operation needs a note (spec section 4: update, delete, publish and restore each need one). */
  needsNote: boolean;
  /**
   * Whether Step1's own fields (the caller's) can go on; default true. Continue stays disabled until
   * they can (spec section 5: an upload's button is disabled until the form changes).
   */
  step1Ready?: boolean;
  /** Continue was asked (Enter in a field) while Step1's own fields cannot go on: the caller shows why. */
  onStep1Refused?: () => void;
  /**
   * The operation cannot be undone (a revocation, a deletion): the confirmation says 'Non è reversibile'.
   * Said only where it is true: what a later operation can undo (an insert, a rename, a publication that
   * a restore takes back) is confirmed without it.
   */
  irreversible?: boolean;
  /** Under the confirmation question: what the operation will change (a diff). */
  confirmDetail?: ReactNode;
  /** Why the operation cannot be confirmed now (what it would change could not be shown): Confirm is disabled. */
  confirmBlocked?: string;
  /** Carries the operation out with the typed note ('' without one); a rejection is the error outcome. */
  perform: (note: string) => Promise<unknown>;
  /** Right after success, whether or not the wizard is still open (reload what changed). */
  onSuccess?: () => void;
  /** Under the success outcome: what the operation answered that the user must see now (a one-time password). */
  successDetail?: (result: unknown) => ReactNode;
  /**
   * A screen's own text for a code of the server's error; by default the console's text for the code
   * in the user's language (shared/i18n/error-text.ts), else the server's description.
   */
  translateError?: (code: string) => string | undefined;
  size?: ModalProps['size'];
}

/**
 * The wizard of every operation on a versioned entity (spec 'Shared wizards'): Step1 (the caller's
 * content and the note), then 'Vuoi confermare l'operazione?' (with 'Non è reversibile' where that is
 * true) and always 'Annulla', then 'Operazione effettuata con successo!' or 'Errore nella richiesta'
 * with the server's text, and after a refusal 'Torna al modulo' back to Step1 as it was filled. Without a
 * Step1 content or a note it opens on the confirmation.
 */
export function OperationWizard({ title, visible, onDismiss, size = 'medium', ...steps }: OperationWizardProps) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={visible}
      onDismiss={onDismiss}
      header={title}
      closeAriaLabel={t('operationWizard.dismiss')}
      size={size}
    >
      {/* Mounted only while open: every opening starts from an empty Step1. */}
      {visible && <WizardSteps onDismiss={onDismiss} {...steps} />}
    </Modal>
  );
}

type Step =
  | { name: 'step1'; submitted: boolean }
  | { name: 'confirm'; sending: boolean }
  | { name: 'success'; result: unknown }
  | { name: 'error'; text: string };

type StepsProps = Omit<OperationWizardProps, 'title' | 'visible' | 'size'>;

function WizardSteps({
  onDismiss,
  step1,
  needsNote,
  step1Ready = true,
  onStep1Refused,
  irreversible = false,
  confirmDetail,
  confirmBlocked,
  perform,
  onSuccess,
  successDetail,
  translateError,
}: StepsProps) {
  const { t, i18n } = useTranslation();
  const hasStep1 = needsNote || step1 !== undefined;
  const [step, setStep] = useState<Step>(
    hasStep1 ? { name: 'step1', submitted: false } : { name: 'confirm', sending: false },
  );
  const [note, setNote] = useState('');
  const problem = needsNote ? noteProblem(note) : undefined;

  const confirm = async () => {
    setStep({ name: 'confirm', sending: true });
    let result: unknown;
    try {
      result = await perform(needsNote ? note : '');
    } catch (error) {
      // The error outcome says it: no alert repeats it.
      showInPlace(error);
      setStep({ name: 'error', text: serverErrorText(error, i18n, translateError) });
      return;
    }
    setStep({ name: 'success', result });
    onSuccess?.();
  };

  if (step.name === 'success' || step.name === 'error') {
    // A refusal is not a dead end: Step1 comes back as it was filled (its note, the caller's fields), to
    // change what the server refused and confirm again.
    const backToForm = step.name === 'error' && hasStep1;
    return (
      <WizardBody
        actions={
          <>
            <Button variant={backToForm ? 'normal' : 'primary'} onClick={onDismiss}>
              {t('operationWizard.close')}
            </Button>
            {backToForm && (
              <Button variant="primary" onClick={() => setStep({ name: 'step1', submitted: false })}>
                {t('operationWizard.backToForm')}
              </Button>
            )}
          </>
        }
      >
        {step.name === 'success' ? (
          <SpaceBetween size="m">
            <WizardOutcome type="success" title={t('operationWizard.success')} />
            {successDetail?.(step.result)}
          </SpaceBetween>
        ) : (
          <WizardOutcome type="error" title={t('operationWizard.error')} detail={step.text} />
        )}
      </WizardBody>
    );
  }

  if (step.name === 'confirm') {
    return (
      <WizardBody
        actions={
          <>
            {/* Every confirmation can be left without doing anything. */}
            <Button formAction="none" variant="link" disabled={step.sending} onClick={onDismiss}>
              {t('operationWizard.cancel')}
            </Button>
            {hasStep1 && (
              <Button disabled={step.sending} onClick={() => setStep({ name: 'step1', submitted: false })}>
                {t('operationWizard.back')}
              </Button>
            )}
            <Button
              variant="primary"
              disabled={confirmBlocked !== undefined}
              loading={step.sending}
              loadingText={t('operationWizard.sending')}
              onClick={() => void confirm()}
            >
              {t('operationWizard.confirm')}
            </Button>
          </>
        }
      >
        <SpaceBetween size="xxs">
          <Box variant="h3" padding="n">
            {t('operationWizard.question')}
          </Box>
          {irreversible && (
            <Box variant="p" color="text-status-warning">
              {t('operationWizard.irreversible')}
            </Box>
          )}
        </SpaceBetween>
        {confirmBlocked !== undefined ? <Alert type="warning">{confirmBlocked}</Alert> : confirmDetail}
      </WizardBody>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!step1Ready) {
          onStep1Refused?.();
          return;
        }
        setStep(problem ? { name: 'step1', submitted: true } : { name: 'confirm', sending: false });
      }}
    >
      <WizardBody
        actions={
          <>
            <Button formAction="none" variant="link" onClick={onDismiss}>
              {t('operationWizard.cancel')}
            </Button>
            <Button variant="primary" disabled={!step1Ready}>
              {t('operationWizard.continue')}
            </Button>
          </>
        }
      >
        {step1}
        {needsNote && (
          <FormField
            label={t('operationWizard.note')}
            constraintText={t('operationWizard.noteConstraint', { max: OPERATION_NOTE_MAX_LENGTH })}
            errorText={
              // Shown once Continue was pressed, and at once for a note already too long.
              problem && (step.submitted || problem !== 'required')
                ? t(`operationWizard.noteProblems.${problem}`, { max: OPERATION_NOTE_MAX_LENGTH })
                : undefined
            }
          >
            <Textarea value={note} onChange={({ detail }) => setNote(detail.value)} rows={3} />
          </FormField>
        )}
      </WizardBody>
    </form>
  );
}

function WizardBody({ children, actions }: { children: ReactNode; actions: ReactNode }) {
  return (
    <SpaceBetween size="l">
      {children}
      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          {actions}
        </SpaceBetween>
      </Box>
    </SpaceBetween>
  );
}
