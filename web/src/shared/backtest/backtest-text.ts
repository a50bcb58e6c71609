import type { TFunction } from 'i18next';
import { formatCount, formatDate, formatDateTime, formatPercent } from '../../../../shared/format/italian-format';
import type { BacktestResult, BacktestSummary } from '../../../../shared/schemas/backtest';

/**
 * A back-test in words, for its page and for the publish confirmation. Pure: the texts come from the
 * catalogue through `t`, the figures in the Italian format.
 */

/** 'Eseguita il 28/11/2026 10:15:02 da mario.rossi, periodo dal 30/10/2026 al 28/11/2026'. */
export const runText = (result: BacktestResult, t: TFunction) =>
  t('backtest.summary.runAt', {
    date: formatDateTime(result.finishedAt ?? result.startedAt),
    user: result.requestedBy,
    from: formatDate(result.period.startDate),
    to: formatDate(result.period.endDate),
  });

/** '3 esiti cambiati su 165 verifiche; rossi da 40 a 43.' */
export const figuresText = (summary: BacktestSummary, t: TFunction) =>
  t('backtest.latest.figures', {
    changed: formatCount(summary.changed),
    checks: formatCount(summary.checks),
    redBefore: formatCount(summary.before.R),
    redAfter: formatCount(summary.after.R),
  });

/** Whether every replayed check gave its recorded outcome, and what was counted apart. */
export function reproducibilityTexts(summary: BacktestSummary, t: TFunction): { full: boolean; lines: string[] } {
  const { replayed, reproduced, unknownConfiguration, withoutSnapshot, technicalErrors } = summary.reproducibility;
  const full = reproduced === replayed;
  const lines = [
    full
      ? t('backtest.reproducibility.full', { count: formatCount(replayed) })
      : t('backtest.reproducibility.partial', {
          reproduced: formatCount(reproduced),
          replayed: formatCount(replayed),
          share: formatPercent(replayed ? (reproduced * 100) / replayed : 0),
        }),
  ];
  if (unknownConfiguration)
    lines.push(t('backtest.reproducibility.unknownConfiguration', { count: formatCount(unknownConfiguration) }));
  lines.push(
    t('backtest.reproducibility.apart', {
      withoutSnapshot: formatCount(withoutSnapshot),
      errors: formatCount(technicalErrors),
    }),
  );
  return { full, lines };
}
