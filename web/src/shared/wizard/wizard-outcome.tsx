import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

export interface WizardOutcomeProps {
  type: 'success' | 'error';
  /** 'Operazione effettuata con successo!', 'Errore nella richiesta' or the wizard's own wording. */
  title: string;
  /** What follows the title: the server's error text, or what happens next. */
  detail?: string;
}

/** The last view of every wizard (spec 'Shared wizards'): success, or error with the server's text. */
export function WizardOutcome({ type, title, detail }: WizardOutcomeProps) {
  return (
    <SpaceBetween size="xs">
      <StatusIndicator type={type}>{title}</StatusIndicator>
      {detail && (
        <Box variant="p" data-testid="wizard-outcome-detail">
          {detail}
        </Box>
      )}
    </SpaceBetween>
  );
}
