import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BLACKLIST_KINDS, type BlacklistKind } from '../../../../shared/enums';
import { formatDateTime } from '../../../../shared/format/italian-format';
import type { CheckDetail } from '../../../../shared/schemas/check-detail';
import { ExplanationDetails, TrafficLight } from '../../shared/explanation/explanation-details';
import { blacklistOfRule, reasonDescription } from '../../shared/explanation/explanation-text';
import { resultCodeNote } from '../../shared/i18n/result-code-labels';
import { ChainSection } from '../../shared/monitoring/chain-section';
import { CheckComparison } from './check-comparison';
import { replayText, snapshotFacts } from './check-texts';
import { recordedBlacklistName, recordedConfigurationName } from './version-names';

/** A code by its name in the catalogue group; a code the catalogue does not know as it is. */
const named = (i18n: I18n, group: string, code: string) => {
  const key = `${group}.${code}`;
  return i18n.exists(key) ? i18n.t(key as 'app.name') : code;
};

/** A field that is left out when the check has no value for it: no '—', no 'Nessuno'. */
const field = (label: string, value: ReactNode | null | undefined) =>
  value === null || value === undefined || value === '' ? [] : [{ label, value }];

interface CheckDetailViewProps {
  detail: CheckDetail;
  /** The role reviews chains of repeated checks: the check's chain links to its page. */
  canOpenChain?: boolean;
}

/**
 * Why a past check was decided so: outcome, request, the chain of repeated checks it belongs to,
 * explanation, versions, facts, and a draft beside it.
 */
export function CheckDetailView({ detail, canOpenChain = false }: CheckDetailViewProps) {
  const { t, i18n } = useTranslation();
  const { row, explanation, replay, snapshot, versions, comparison, chain } = detail;
  const light = row.trafficLight;
  const code = row.outputCode;
  const reasonNote = code ? resultCodeNote(code, t) : undefined;
  const names = [row.companyName, [row.surname, row.name].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
  const identifier = row.taxCode ?? row.vatRegistrationNo;
  const subject = [identifier, names].filter(Boolean).join(' · ');
  const idRequest = row.idRequest ?? undefined;
  const configuration = recordedConfigurationName(versions.configuration, row.configurationId, t);
  const recordedBlacklist = (kind: BlacklistKind) =>
    recordedBlacklistName(kind, versions.blacklists[kind], row.blacklistVersions, t);
  const decidedBy = explanation ?? replay?.explanation;
  const decidingList = decidedBy && blacklistOfRule(decidedBy.rule);

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
              ...field(t('precheck.result.light'), light && <TrafficLight light={light} />),
              ...field(t('precheck.result.reasonCode'), code && <span data-testid="reason-code">{code}</span>),
              ...field(
                t('precheck.result.reasonDescription'),
                code && (
                  <>
                    <span data-testid="reason-description">
                      {reasonDescription(code, row.trafficReasonDesc ?? '', t)}
                    </span>
                    {reasonNote && (
                      <Box variant="small" display="block" color="text-body-secondary" data-testid="reason-note">
                        {reasonNote}
                      </Box>
                    )}
                  </>
                ),
              ),
              ...field(
                t('checkDetail.fields.status'),
                row.requestStatus && named(i18n, 'list.options.requestStatus', row.requestStatus),
              ),
              ...field(t('checkDetail.fields.error'), row.errorDescription),
            ]}
          />
        </Container>
        <Container header={<Header variant="h2">{t('checkDetail.sections.request')}</Header>}>
          <KeyValuePairs
            columns={1}
            items={[
              ...field(t('checkDetail.fields.subject'), subject),
              ...field(t('checkDetail.fields.requestDate'), formatDateTime(row.requestDate)),
              ...field(
                t('checkDetail.fields.workflow'),
                row.workflow && named(i18n, 'list.options.workflow', row.workflow),
              ),
              ...field(
                t('checkDetail.fields.channel'),
                row.acquisitionChannel && named(i18n, 'list.options.acquisitionChannel', row.acquisitionChannel),
              ),
              ...field(t('checkDetail.fields.market'), row.scope && named(i18n, 'list.options.market', row.scope)),
              ...field(t('checkDetail.fields.user'), row.userId),
            ]}
          />
        </Container>
      </ColumnLayout>

      {comparison && (
        <CheckComparison comparison={comparison} idRequest={idRequest} recordedBlacklist={recordedBlacklist} />
      )}

      <Container header={<Header variant="h2">{t('checkDetail.sections.why')}</Header>}>
        <div data-testid="check-why">
          <SpaceBetween size="m">
            {replay ? (
              <StatusIndicator type={replay.reproduced ? 'success' : 'warning'}>
                {replayText(replay, t)}
              </StatusIndicator>
            ) : (
              snapshot === null && <Alert type="info">{t('checkDetail.noSnapshot')}</Alert>
            )}
            {!explanation && replay && <Alert type="info">{t('checkDetail.replayed')}</Alert>}
            {decidedBy ? (
              <ExplanationDetails
                explanation={decidedBy}
                // A recorded explanation names its configuration itself when the version is no longer stored.
                configuration={versions.configuration || !explanation?.configuration ? configuration : undefined}
                idRequest={idRequest}
                blacklistVersion={decidingList && recordedBlacklist(decidingList)}
              />
            ) : (
              <Box>{t('checkDetail.noExplanation')}</Box>
            )}
          </SpaceBetween>
        </div>
      </Container>

      {chain && idRequest !== undefined && (
        <ChainSection chain={chain} idRequest={idRequest} canOpenChain={canOpenChain} />
      )}

      <Container header={<Header variant="h2">{t('checkDetail.sections.versions')}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            ...field(
              t('checkDetail.versions.configuration'),
              configuration && (
                <>
                  <span data-testid="version-configuration">{configuration}</span>
                  {versions.configuration?.note && (
                    <Box display="block" color="text-body-secondary">
                      {t('checkDetail.versions.note', { note: versions.configuration.note })}
                    </Box>
                  )}
                </>
              ),
            ),
            ...BLACKLIST_KINDS.flatMap((kind) =>
              field(
                t(`checkDetail.versions.${kind}`),
                recordedBlacklist(kind) && <span data-testid={`version-${kind}`}>{recordedBlacklist(kind)}</span>,
              ),
            ),
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
