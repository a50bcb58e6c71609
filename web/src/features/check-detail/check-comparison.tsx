import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { TrafficLight as Light } from '../../../../shared/enums';
import type { CheckDetail } from '../../../../shared/schemas/check-detail';
import { ExplanationDetails, TrafficLight } from '../../shared/explanation/explanation-details';
import { blacklistOfRule, reasonDescription } from '../../shared/explanation/explanation-text';
import { type ComparisonSide, comparisonTexts } from './comparison-texts';

type Comparison = NonNullable<CheckDetail['comparison']>;
/** What a column decided: light, code and why. */
type Outcome = Pick<Comparison['current'], 'trafficLight' | 'code' | 'explanation'>;

/** A light and a code with the code's name: what a replay decides. */
function OutcomeLine({ light, code }: { light: Light; code: string }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="xs" direction="horizontal" alignItems="center">
      <TrafficLight light={light} />
      <span data-testid="outcome-code">{code}</span>
      <span>{reasonDescription(code, code, t)}</span>
    </SpaceBetween>
  );
}

function Side({
  testId,
  label,
  side,
  outcome,
  idRequest,
}: {
  testId: string;
  label: string;
  side: ComparisonSide;
  outcome: Outcome;
  idRequest: number | undefined;
}) {
  const blacklist = blacklistOfRule(outcome.explanation.rule);
  return (
    <section data-testid={testId} aria-label={label}>
      <SpaceBetween size="s">
        <Box variant="h3">{side.heading}</Box>
        {side.version && <Box color="text-body-secondary">{side.version}</Box>}
        <OutcomeLine light={outcome.trafficLight} code={outcome.code} />
        <ExplanationDetails
          explanation={outcome.explanation}
          configuration={side.configuration}
          idRequest={idRequest}
          blacklistVersion={blacklist && side.blacklistVersion(blacklist)}
        />
      </SpaceBetween>
    </section>
  );
}

/**
 * A back-test's changed check: the same recorded facts decided under the configuration in force and
 * under the version compared, side by side, each column naming what it was decided with.
 */
export function CheckComparison({
  comparison,
  idRequest,
  recordedBlacklist,
}: {
  comparison: Comparison;
  idRequest: number | undefined;
  recordedBlacklist: ComparisonSide['blacklistVersion'];
}) {
  const { t } = useTranslation();
  const texts = comparisonTexts(comparison, recordedBlacklist, t);
  return (
    <Container header={<Header variant="h2">{texts.title}</Header>}>
      <SpaceBetween size="m">
        <Alert type={texts.changed ? 'warning' : 'info'}>{texts.verdict}</Alert>
        <ColumnLayout columns={2} variant="text-grid">
          <Side
            testId="comparison-current"
            label={t('checkDetail.comparison.current')}
            side={texts.current}
            outcome={comparison.current}
            idRequest={idRequest}
          />
          <Side
            testId="comparison-draft"
            label={texts.draftLabel}
            side={texts.draft}
            outcome={comparison.draft}
            idRequest={idRequest}
          />
        </ColumnLayout>
      </SpaceBetween>
    </Container>
  );
}
