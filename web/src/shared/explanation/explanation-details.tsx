import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { TrafficLight as Light } from '../../../../shared/enums';
import type { DecisionExplanationPayload } from '../../../../shared/schemas/precheck';
import {
  blacklistDescription,
  blacklistOfRule,
  comparisonGroups,
  configurationText,
  noteSentence,
  rowTexts,
  ruleText,
  summaryText,
} from './explanation-text';

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

/**
 * The explanation for a risk officer: the rule and the rows in words, comparisons and notes as
 * sentences. A field says something true or is left out: no configuration, request id, rows,
 * comparisons or notes known is no field, never 'Nessuno' beside a value the page shows elsewhere.
 */
export function ExplanationDetails({
  explanation,
  configuration,
  idRequest,
  blacklistVersion,
}: {
  explanation: DecisionExplanationPayload;
  /** The configuration it was decided with, named by a page that knows it; else the explanation's own. */
  configuration?: string;
  /** The request-log id of the check. */
  idRequest?: number;
  /** The version of the black list a black-list rule read, named by a page that knows it. */
  blacklistVersion?: string;
}) {
  const { t } = useTranslation();
  const rows = rowTexts(explanation.configurationRowKeys, t);
  const groups = comparisonGroups(explanation.comparisons, t);
  const configurationName =
    configuration ?? (explanation.configuration ? configurationText(explanation.configuration, t) : undefined);
  const blacklist = blacklistOfRule(explanation.rule);
  const items = [
    {
      label: t('precheck.result.rule'),
      value: <span data-testid="explanation-rule">{ruleText(explanation.rule, t)}</span>,
    },
    {
      label: t('precheck.result.summary'),
      value: <span data-testid="explanation-summary">{summaryText(explanation.rule, t)}</span>,
    },
    ...(blacklist
      ? [
          {
            label: t('precheck.result.blacklist'),
            value: (
              <>
                <span data-testid="explanation-blacklist">{blacklistDescription(blacklist, t)}</span>
                {blacklistVersion && (
                  <Box display="block" color="text-body-secondary" data-testid="explanation-blacklist-version">
                    {blacklistVersion}
                  </Box>
                )}
              </>
            ),
          },
        ]
      : []),
    ...(configurationName
      ? [
          {
            label: t('precheck.result.configuration'),
            value: <span data-testid="explanation-configuration">{configurationName}</span>,
          },
        ]
      : []),
    ...(idRequest === undefined
      ? []
      : [
          {
            label: t('precheck.result.idRequest'),
            value: <span data-testid="explanation-id-request">{String(idRequest)}</span>,
          },
        ]),
    ...(rows.length
      ? [
          {
            label: t('precheck.result.configurationRows'),
            value: <SentenceList testId="explanation-rows" sentences={rows} />,
          },
        ]
      : []),
  ];
  return (
    <SpaceBetween size="m">
      <KeyValuePairs columns={2} items={items} />
      {groups.length > 0 && (
        <div data-testid="explanation-comparisons">
          <Box variant="h4">{t('precheck.result.comparisons')}</Box>
          {groups.map((group) => (
            <div key={group.check}>
              <Box variant="h5">{group.title}</Box>
              <SentenceList sentences={group.sentences} />
            </div>
          ))}
        </div>
      )}
      {explanation.noteDetails.length > 0 && (
        <div>
          <Box variant="h4">{t('precheck.result.notes')}</Box>
          <SentenceList
            testId="explanation-notes"
            sentences={explanation.noteDetails.map((note) => noteSentence(note, t))}
          />
        </div>
      )}
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
