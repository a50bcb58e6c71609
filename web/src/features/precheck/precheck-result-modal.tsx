import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { CreditCheckResponse, DecisionExplanationPayload } from '../../../../shared/schemas/precheck';
import { resultCodeNote } from '../../shared/i18n/result-code-labels';
import {
  comparisonGroups,
  configurationText,
  noteSentence,
  reasonDescription,
  rowTexts,
  ruleText,
  summaryText,
} from './explanation-text';

type FullCheckInfo = NonNullable<CreditCheckResponse['fullCheckInfo']>;

interface PrecheckResultModalProps {
  result: { fullCheckInfo: FullCheckInfo; idRequest?: number; explanation?: DecisionExplanationPayload } | null;
  onClose: () => void;
}

/** The traffic light with its word, never colour alone: red is an error icon, green a success one. */
export function TrafficLight({ light }: { light: FullCheckInfo['trafficLight'] }) {
  const { t } = useTranslation();
  return (
    <Box fontSize="heading-m" fontWeight="bold">
      <span data-testid="traffic-light" data-light={light}>
        <StatusIndicator type={light === 'R' ? 'error' : 'success'}>{t(`precheck.result.${light}`)}</StatusIndicator>
      </span>
    </Box>
  );
}

/** 'Esito Verifica' (spec section 2): light, reason code and description, the red-only warning, details. */
export function PrecheckResultModal({ result, onClose }: PrecheckResultModalProps) {
  const { t } = useTranslation();
  const info = result?.fullCheckInfo;
  const reasonNote = info && resultCodeNote(info.trafficLightReason.code, t);
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
            ]}
          />
          {info.trafficLight === 'R' && (
            <Alert type="warning" data-testid="red-warning">
              {t('precheck.result.warning')}
            </Alert>
          )}
          {result?.explanation && (
            <ExpandableSection headerText={t('precheck.result.details')}>
              <ExplanationDetails explanation={result.explanation} idRequest={result.idRequest} />
            </ExpandableSection>
          )}
        </SpaceBetween>
      )}
    </Modal>
  );
}

/** The explanation for a risk officer: the rule and the rows in words, comparisons and notes as sentences. */
function ExplanationDetails({
  explanation,
  idRequest,
}: {
  explanation: DecisionExplanationPayload;
  idRequest: number | undefined;
}) {
  const { t } = useTranslation();
  const none = t('precheck.result.none');
  const rows = rowTexts(explanation.configurationRowKeys, t);
  const groups = comparisonGroups(explanation.comparisons, t);
  return (
    <SpaceBetween size="m">
      <KeyValuePairs
        columns={2}
        items={[
          {
            label: t('precheck.result.rule'),
            value: <span data-testid="explanation-rule">{ruleText(explanation.rule, t)}</span>,
          },
          {
            label: t('precheck.result.summary'),
            value: <span data-testid="explanation-summary">{summaryText(explanation.rule, t)}</span>,
          },
          {
            label: t('precheck.result.configuration'),
            value: explanation.configuration ? configurationText(explanation.configuration, t) : none,
          },
          { label: t('precheck.result.idRequest'), value: idRequest === undefined ? none : String(idRequest) },
          {
            label: t('precheck.result.configurationRows'),
            value: rows.length ? <SentenceList testId="explanation-rows" sentences={rows} /> : none,
          },
        ]}
      />
      <div data-testid="explanation-comparisons">
        <Box variant="h4">{t('precheck.result.comparisons')}</Box>
        {groups.length === 0 ? (
          <Box>{none}</Box>
        ) : (
          groups.map((group) => (
            <div key={group.check}>
              <Box variant="h5">{group.title}</Box>
              <SentenceList sentences={group.sentences} />
            </div>
          ))
        )}
      </div>
      <div>
        <Box variant="h4">{t('precheck.result.notes')}</Box>
        {explanation.noteDetails.length === 0 ? (
          <Box>{none}</Box>
        ) : (
          <SentenceList
            testId="explanation-notes"
            sentences={explanation.noteDetails.map((note) => noteSentence(note, t))}
          />
        )}
      </div>
    </SpaceBetween>
  );
}

function SentenceList({ sentences, testId }: { sentences: readonly string[]; testId?: string }) {
  return (
    <ul data-testid={testId}>
      {sentences.map((sentence, index) => (
        // Two notes may read alike: the position keeps each one.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole, never reordered.
        <li key={index}>{sentence}</li>
      ))}
    </ul>
  );
}
