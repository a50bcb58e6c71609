import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TrafficLight as Light } from '../../../../shared/enums';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { CheckDetail } from '../../../../shared/schemas/check-detail';
import { ExplanationDetails, TrafficLight } from '../../shared/explanation/explanation-details';
import { reasonDescription } from '../../shared/explanation/explanation-text';
import { blacklistName, configurationName, snapshotFacts } from './check-texts';

const NO_VALUE = '—';
const named = (i18n: I18n, group: string, code: string | null) => {
  if (!code) return NO_VALUE;
  const key = `${group}.${code}`;
  return i18n.exists(key) ? i18n.t(key as 'app.name') : code;
};

/** A light and a code with the code's name: what a check decided, or what a replay decides. */
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

/** Why a past check was decided so: outcome, request, explanation, versions, facts, and a draft beside it. */
export function CheckDetailView({ detail }: { detail: CheckDetail }) {
  const { t, i18n } = useTranslation();
  const { row, explanation, replay, snapshot, versions, comparison } = detail;
  const light = row.trafficLight;
  const subject = [row.companyName, [row.surname, row.name].filter(Boolean).join(' ')].filter(Boolean).join(' · ');

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={formatDateTime(row.requestDate)}>
        {t('checkDetail.title', { id: row.idRequest })}
      </Header>
      <ColumnLayout columns={2}>
        <Container header={<Header variant="h2">{t('checkDetail.sections.outcome')}</Header>}>
          <KeyValuePairs
            columns={1}
            items={[
              {
                label: t('precheck.result.light'),
                value: light ? <TrafficLight light={light} /> : NO_VALUE,
              },
              {
                label: t('precheck.result.reasonCode'),
                value: <span data-testid="reason-code">{row.outputCode ?? NO_VALUE}</span>,
              },
              {
                label: t('precheck.result.reasonDescription'),
                value: row.outputCode ? reasonDescription(row.outputCode, row.trafficReasonDesc ?? '', t) : NO_VALUE,
              },
              {
                label: t('checkDetail.fields.status'),
                value: named(i18n, 'list.options.requestStatus', row.requestStatus),
              },
              ...(row.errorDescription ? [{ label: t('checkDetail.fields.error'), value: row.errorDescription }] : []),
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">{t('checkDetail.sections.request')}</Header>}>
          <KeyValuePairs
            columns={1}
            items={[
              {
                label: t('checkDetail.fields.subject'),
                value: `${row.taxCode ?? row.vatRegistrationNo ?? NO_VALUE}${subject ? ` · ${subject}` : ''}`,
              },
              { label: t('checkDetail.fields.requestDate'), value: formatDateTime(row.requestDate) },
              { label: t('checkDetail.fields.workflow'), value: row.workflow },
              {
                label: t('checkDetail.fields.channel'),
                value: named(i18n, 'list.options.acquisitionChannel', row.acquisitionChannel),
              },
              { label: t('checkDetail.fields.market'), value: named(i18n, 'list.options.market', row.scope) },
              { label: t('checkDetail.fields.user'), value: row.userId ?? NO_VALUE },
            ]}
          />
        </Container>
      </ColumnLayout>

      {comparison && (
        <Container header={<Header variant="h2">{t('checkDetail.sections.comparison')}</Header>}>
          <SpaceBetween size="m">
            <Alert type={comparison.current.code === comparison.draft.code ? 'info' : 'warning'}>
              {comparison.current.code === comparison.draft.code
                ? t('checkDetail.comparison.unchanged')
                : t('checkDetail.comparison.changed')}
            </Alert>
            <ColumnLayout columns={2} variant="text-grid">
              <section data-testid="comparison-current" aria-label={t('checkDetail.comparison.current')}>
                <SpaceBetween size="s">
                  <Box variant="h3">{t('checkDetail.comparison.current')}</Box>
                  <Box color="text-body-secondary">{configurationName(comparison.current.configuration, t)}</Box>
                  <OutcomeLine light={comparison.current.trafficLight} code={comparison.current.code} />
                  <ExplanationDetails explanation={comparison.current.explanation} />
                </SpaceBetween>
              </section>
              <section data-testid="comparison-draft" aria-label={t('checkDetail.comparison.draft')}>
                <SpaceBetween size="s">
                  <Box variant="h3">
                    {comparison.draft.blacklist
                      ? t('checkDetail.comparison.draftBlacklist', { file: comparison.draft.blacklist.filename })
                      : t('checkDetail.comparison.draftConfiguration')}
                  </Box>
                  <Box color="text-body-secondary">
                    {comparison.draft.configuration
                      ? configurationName(comparison.draft.configuration, t)
                      : blacklistName(comparison.draft.blacklist, null, t)}
                  </Box>
                  <OutcomeLine light={comparison.draft.trafficLight} code={comparison.draft.code} />
                  <ExplanationDetails explanation={comparison.draft.explanation} />
                </SpaceBetween>
              </section>
            </ColumnLayout>
          </SpaceBetween>
        </Container>
      )}

      <Container header={<Header variant="h2">{t('checkDetail.sections.why')}</Header>}>
        <SpaceBetween size="m">
          {replay ? (
            <StatusIndicator type={replay.reproduced ? 'success' : 'warning'}>
              {replay.reproduced
                ? t('checkDetail.reproduced')
                : t('checkDetail.notReproduced', { light: replay.trafficLight, code: replay.code })}
            </StatusIndicator>
          ) : (
            snapshot === null && <Alert type="info">{t('checkDetail.noSnapshot')}</Alert>
          )}
          {explanation ? (
            <ExplanationDetails explanation={explanation} idRequest={row.idRequest ?? undefined} />
          ) : replay ? (
            <>
              <Alert type="info">{t('checkDetail.replayed')}</Alert>
              <ExplanationDetails explanation={replay.explanation} idRequest={row.idRequest ?? undefined} />
            </>
          ) : (
            <Box>{t('checkDetail.noExplanation')}</Box>
          )}
        </SpaceBetween>
      </Container>

      <Container header={<Header variant="h2">{t('checkDetail.sections.versions')}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            {
              label: t('checkDetail.versions.configuration'),
              value: (
                <span data-testid="version-configuration">
                  {configurationName(versions.configuration, t)}
                  {versions.configuration?.note ? ` — ${versions.configuration.note}` : ''}
                </span>
              ),
            },
            {
              label: t('checkDetail.versions.RADIATI'),
              value: blacklistName(versions.blacklists.RADIATI, row.blacklistVersions?.RADIATI ?? null, t),
            },
            {
              label: t('checkDetail.versions.CEDUTI'),
              value: blacklistName(versions.blacklists.CEDUTI, row.blacklistVersions?.CEDUTI ?? null, t),
            },
          ]}
        />
      </Container>

      {snapshot && (
        <Container header={<Header variant="h2">{t('checkDetail.sections.facts')}</Header>}>
          <KeyValuePairs columns={3} items={snapshotFacts(snapshot, t)} />
        </Container>
      )}
    </SpaceBetween>
  );
}
