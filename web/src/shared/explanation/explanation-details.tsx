import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { TrafficLight as Light } from '../../../../shared/enums';
import type { DecisionExplanationPayload } from '../../../../shared/schemas/precheck';
import { comparisonGroups, configurationText, noteSentence, rowTexts, ruleText, summaryText } from './explanation-text';

/**
 * A decision's light and explanation as the console shows them: in the precheck's 'Esito Verifica' and
 * on a request-log check's page (its own, and a back-test's draft beside the version in force).
 */

/** The traffic light with its word, never colour alone: red is an error icon, green a success one. */
export function TrafficLight({ light }: { light: Light }) {
  const { t } = useTranslation();
  return (
    <Box fontSize="heading-m" fontWeight="bold">
      <span data-testid="traffic-light" data-light={light}>
        <StatusIndicator type={light === 'R' ? 'error' : 'success'}>{t(`precheck.result.${light}`)}</StatusIndicator>
      </span>
    </Box>
  );
}

/** The explanation for a risk officer: the rule and the rows in words, comparisons and notes as sentences. */
export function ExplanationDetails({
  explanation,
  idRequest,
}: {
  explanation: DecisionExplanationPayload;
  /** The request-log id, on the precheck's answer; a check's page shows it elsewhere. */
  idRequest?: number;
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
