import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { BACKTEST_DEFAULT_DAYS, defaultBacktestPeriod } from '../../../../shared/backtest/period';
import { transitionKey } from '../../../../shared/backtest/transition-key';
import { CONFIGURATION_CHECK_ID } from '../../../../shared/constants';
import { formatDateTime } from '../../../../shared/format/italian-format';
import { type BacktestSummary, type BacktestTarget, BacktestTargetSchema } from '../../../../shared/schemas/backtest';
import { italianToday } from '../../../../shared/validators/ranges';
import { api, useApi } from '../../shared/api';
import { numbersIn } from '../../shared/i18n/language-numbers';
import { serverErrorText } from '../../shared/wizard/server-error-text';
import { BacktestChangesList } from './backtest-changes-list';
import { BacktestDeleted } from './backtest-deleted';
import { BacktestResultView } from './backtest-result-view';

/** The periods offered, in days ending today; the API takes any period of at most 365 days. */
const PERIODS = [7, BACKTEST_DEFAULT_DAYS, 90, 180, 365] as const;
/** How often a running back-test is asked how far it has come. */
const POLL_MS = 1500;
const BACK_PATHS = { CONFIGURATION: '/admin/parameters', RADIATI: '/admin/blacklist', CEDUTI: '/admin/blacklist' };

/** The version in words: a configuration by its version and last change, a list by its file and upload. */
function useTargetDescription(target: BacktestTarget, t: TFunction): string | undefined {
  const configuration = useApi(
    'getConfigurationCluster',
    target.kind === 'CONFIGURATION'
      ? {
          body: {
            pageNumber: 0,
            pageSize: 10,
            configurationClusterId: 'UPDATING',
            configurationCheckId: CONFIGURATION_CHECK_ID,
          },
        }
      : null,
  );
  const list = useApi(
    'getBlacklist',
    target.kind === 'CONFIGURATION' ? null : { params: { kind: target.kind }, query: { pageNumber: 0, pageSize: 1 } },
  );
  if (target.kind === 'CONFIGURATION') {
    if (!configuration.data) return undefined;
    const draft = configuration.data.configurations.find((version) => version.id === target.id);
    return draft
      ? t('backtest.target.CONFIGURATION', {
          version: draft.version,
          user: draft.updatedBy ?? '—',
          date: formatDateTime(draft.updatedAt ?? ''),
        })
      : t('backtest.target.gone');
  }
  if (!list.data) return undefined;
  const version = list.data.publishing.find((candidate) => candidate.id === target.id && candidate.status === 'READY');
  return version
    ? t(`backtest.target.${target.kind}`, {
        file: version.filename,
        user: version.userId,
        date: formatDateTime(version.statusUpdateDate),
      })
    : t('backtest.target.gone');
}

/**
 * /admin/parameters/simulazione/:kind/:id, the back-test: 'Simula' on a configuration 'in aggiornamento' or
 * a READY black-list version: a period, the run (within the request, or queued with its progress), then
 * the comparison as figures, the transition table, the red checks by segment and the changed checks.
 * 'Simula' is offered only while the version can be run; a deleted one's page says it is gone.
 */
export default function BacktestScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const parsed = BacktestTargetSchema.safeParse(useParams());
  const target = parsed.success ? parsed.data : undefined;
  const [days, setDays] = useState<number>(BACKTEST_DEFAULT_DAYS);
  const [starting, setStarting] = useState(false);
  const [runError, setRunError] = useState<string>();
  const latest = useApi('getBacktest', target ? { params: target } : null, {
    refreshInterval: (answer) => (answer?.result?.status === 'RUNNING' ? POLL_MS : 0),
  });
  const description = useTargetDescription(target ?? { kind: 'CONFIGURATION', id: '-' }, t);
  if (!target) return <Alert type="error">{t('backtest.target.gone')}</Alert>;

  const back = BACK_PATHS[target.kind];
  const numbers = numbersIn(i18n.language);
  const targetStatus = latest.data?.targetStatus;
  if (targetStatus === 'DELETED')
    return (
      <SpaceBetween size="l">
        <Header variant="h1">{t('backtest.title')}</Header>
        <BacktestDeleted kind={target.kind} backHref={back} />
      </SpaceBetween>
    );

  const result = latest.data?.result ?? undefined;
  const running = starting || result?.status === 'RUNNING';
  // Known once its latest back-test answers; should that read fail, the run's own answer says why not.
  const runnable = latest.data ? targetStatus === 'DRAFT' : latest.error !== undefined;
  const simulate = async () => {
    setStarting(true);
    setRunError(undefined);
    try {
      const started = await api.call('runBacktest', {
        body: { target, period: defaultBacktestPeriod(italianToday(), days) },
      });
      await latest.mutate({ result: started, targetStatus: 'DRAFT' }, { revalidate: false });
    } catch (error) {
      setRunError(serverErrorText(error, i18n));
      // Deleted or published meanwhile (another tab, another administrator): the page says so.
      void latest.mutate();
    } finally {
      setStarting(false);
    }
  };
  const periodOption = (count: number) => ({ value: String(count), label: t('backtest.periodDays', { count }) });

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={description}
        actions={
          <Button
            href={back}
            onFollow={(event) => {
              event.preventDefault();
              navigate(back);
            }}
          >
            {t('backtest.back')}
          </Button>
        }
      >
        {t('backtest.title')}
      </Header>
      <Alert type="info" data-testid="backtest-limits">
        {t('backtest.limits')}
      </Alert>
      <Container>
        <SpaceBetween size="m">
          <SpaceBetween size="m" direction="horizontal" alignItems="end">
            <FormField label={t('backtest.period')} description={t('backtest.periodHint')}>
              <Select
                selectedOption={periodOption(days)}
                options={PERIODS.map(periodOption)}
                onChange={({ detail }) => setDays(Number(detail.selectedOption.value))}
                disabled={running}
              />
            </FormField>
            <Button
              variant="primary"
              loading={running}
              disabled={!runnable}
              disabledReason={targetStatus === 'NOT_A_DRAFT' ? t('backtest.target.notADraft') : undefined}
              onClick={() => void simulate()}
            >
              {t('backtest.simulate')}
            </Button>
          </SpaceBetween>
          {runError && (
            <Alert type="error" header={t('backtest.runFailed')} dismissible onDismiss={() => setRunError(undefined)}>
              {runError}
            </Alert>
          )}
          {result?.status === 'RUNNING' && (
            <SpaceBetween size="xs">
              <ProgressBar
                label={t('backtest.running')}
                value={result.progress?.total ? Math.min(100, (result.progress.done * 100) / result.progress.total) : 0}
                additionalInfo={t('backtest.progress', {
                  done: numbers.count(result.progress?.done ?? 0),
                  total: numbers.count(result.progress?.total ?? 0),
                })}
              />
              {result.jobFileName && (
                <Box color="text-body-secondary">{t('backtest.queued', { file: result.jobFileName })}</Box>
              )}
            </SpaceBetween>
          )}
          {result?.status === 'FAILED' && <StatusIndicator type="error">{t('backtest.failed')}</StatusIndicator>}
          {latest.data && !result && <Box color="text-body-secondary">{t('backtest.none')}</Box>}
        </SpaceBetween>
      </Container>
      {result?.status === 'DONE' && result.summary && (
        <>
          <BacktestResultView result={result} summary={result.summary} />
          <BacktestChangesList
            key={result.runId}
            target={target}
            runId={result.runId}
            transitions={changedTransitions(result.summary)}
          />
        </>
      )}
    </SpaceBetween>
  );
}

/** The transitions the changed checks can be narrowed to: the moves, and checks that did not reproduce. */
function changedTransitions({ transitions, unreproduced = [] }: BacktestSummary): string[] {
  const moves = transitions.filter(({ from, to }) => from !== to).map(({ from, to }) => transitionKey(from, to));
  return [...moves, ...unreproduced.map(({ transition }) => transition)];
}
