import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { RepeatedChecksNotice } from '../../../../shared/schemas/monitoring';
import type {
  AgentExplanation,
  CreditCheckResponse,
  DecisionExplanationPayload,
} from '../../../../shared/schemas/precheck';
import { ExplanationDetails, TrafficLight } from '../../shared/explanation/explanation-details';
import {
  agentNote,
  agentRuleText,
  isWholeExplanation,
  reasonDescription,
} from '../../shared/explanation/explanation-text';
import { resultCodeNote } from '../../shared/i18n/result-code-labels';

type FullCheckInfo = NonNullable<CreditCheckResponse['fullCheckInfo']>;

interface PrecheckResultModalProps {
  result: {
    fullCheckInfo: FullCheckInfo;
    idRequest?: number;
    /** The whole explanation for the staff; the rule alone for an agent (the server decides which). */
    explanation?: DecisionExplanationPayload | AgentExplanation;
    /** The subject's earlier checks of the last days, one of them red: the counter's line under the warning. */
    repeatedChecks?: RepeatedChecksNotice;
  } | null;
  onClose: () => void;
}

/**
 * 'Esito Verifica' (spec section 2): light, reason code and description, the red-only warning with, when
 * the subject was checked again after a red of the last days, the counter's line under it, and the
 * details for the staff; an agent, whose answer carries only which rule decided, reads that rule in
 * words and the check's id instead, with no details.
 */
export function PrecheckResultModal({ result, onClose }: PrecheckResultModalProps) {
  const { t } = useTranslation();
  const info = result?.fullCheckInfo;
  const reasonNote = info && resultCodeNote(info.trafficLightReason.code, t);
  const explanation = result?.explanation;
  const agentReading = explanation && !isWholeExplanation(explanation) ? explanation : undefined;
  return (
    <Modal
      visible={result !== null}
      onDismiss={onClose}
      header={t('precheck.result.title')}
      closeAriaLabel={t('precheck.result.dismiss')}
      footer={
        <Box float="right">
          <Button variant="primary" formAction="none" onClick={onClose}>
            {t('precheck.result.close')}
          </Button>
        </Box>
      }
    >
      {info && (
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={3}
            items={[
              { label: t('precheck.result.light'), value: <TrafficLight light={info.trafficLight} /> },
              {
                label: t('precheck.result.reasonCode'),
                value: <span data-testid="reason-code">{info.trafficLightReason.code}</span>,
              },
              {
                label: t('precheck.result.reasonDescription'),
                value: (
                  <>
                    <span data-testid="reason-description">
                      {reasonDescription(info.trafficLightReason.code, info.trafficLightReason.description, t)}
                    </span>
                    {reasonNote && (
                      <Box variant="small" display="block" color="text-body-secondary" data-testid="reason-note">
                        {reasonNote}
                      </Box>
                    )}
                  </>
                ),
              },
              ...(agentReading
                ? [
                    {
                      label: t('precheck.result.rule'),
                      value: <span data-testid="agent-rule">{agentRuleText(agentReading.rule, t)}</span>,
                    },
                    {
                      label: t('precheck.result.idRequest'),
                      value: result?.idRequest === undefined ? t('precheck.result.none') : String(result.idRequest),
                    },
                  ]
                : []),
            ]}
          />
          {info.trafficLight === 'R' && (
            <Alert type="warning" data-testid="red-warning">
              {t('precheck.result.warning')}
            </Alert>
          )}
          {result?.repeatedChecks && (
            <Alert type="info" data-testid="repeated-checks-notice">
              {t('repeatedChecks.counter', result.repeatedChecks)}
            </Alert>
          )}
          {agentReading && (
            <Box variant="small" color="text-body-secondary" data-testid="agent-note">
              {agentNote(t)}
            </Box>
          )}
          {explanation && isWholeExplanation(explanation) && (
            <ExpandableSection headerText={t('precheck.result.details')}>
              <ExplanationDetails explanation={explanation} idRequest={result?.idRequest} />
            </ExpandableSection>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}
