import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../../../shared/format/italian-format';
import type { BacktestKind, BacktestResult, BacktestSummary } from '../../../../shared/schemas/backtest';
import type { LanguageNumbers } from '../i18n/language-numbers';

/**
 * A back-test in words, for its page and for the publish confirmation. Pure: the texts come from the
 * catalogue through `t`, the figures in the same language (`numbers`), the dates in the Italian format.
 */

/** 'Eseguita il 28/11/2026 10:15:02 da mario.rossi, periodo dal 30/10/2026 al 28/11/2026'. */
export const runText = (result: BacktestResult, t: TFunction) =>
  t('backtest.summary.runAt', {
    date: formatDateTime(result.finishedAt ?? result.startedAt),
    user: result.requestedBy,
    from: formatDate(result.period.startDate),
    to: formatDate(result.period.endDate),
  });

/** What 'after' is decided with, in words: 'la bozza', 'la nuova versione della black list radiati'. */
export const replayedWithText = (kind: BacktestKind, t: TFunction) => t(`backtest.replayedWith.${kind}`);

/**
 * '3 esiti cambiati su 165 verifiche; rossi da 40 con la configurazione in vigore a 43 con la bozza.', then
 * the reds as recorded when the run counted them: each figure named, so none reads as the dashboard's.
 */
export function figuresText(summary: BacktestSummary, kind: BacktestKind, t: TFunction, numbers: LanguageNumbers) {
  const figures = t('backtest.latest.figures', {
    changed: numbers.count(summary.changed),
    checks: numbers.count(summary.checks),
    redBefore: numbers.count(summary.before.R),
    redAfter: numbers.count(summary.after.R),
    target: replayedWithText(kind, t),
  });
  if (!summary.recorded) return figures;
  const recorded = t('backtest.latest.recorded', {
    red: numbers.count(summary.recorded.R),
    checks: numbers.count(summary.checks),
  });
  return `${figures} ${recorded}`;
}

/** Whether every replayed check gave its recorded outcome, and what was counted apart. */
export function reproducibilityTexts(
  summary: BacktestSummary,
  t: TFunction,
  numbers: LanguageNumbers,
): { full: boolean; lines: string[] } {
  const { replayed, reproduced, unknownConfiguration, withoutSnapshot, technicalErrors } = summary.reproducibility;
  const full = reproduced === replayed;
  const lines = [
    full
      ? t('backtest.reproducibility.full', { count: numbers.count(replayed) })
      : t('backtest.reproducibility.partial', {
          reproduced: numbers.count(reproduced),
          replayed: numbers.count(replayed),
          share: numbers.percent(replayed ? (reproduced * 100) / replayed : 0),
        }),
  ];
  if (unknownConfiguration)
    lines.push(t('backtest.reproducibility.unknownConfiguration', { count: numbers.count(unknownConfiguration) }));
  lines.push(
    t('backtest.reproducibility.apart', {
      withoutSnapshot: numbers.count(withoutSnapshot),
      errors: numbers.count(technicalErrors),
    }),
  );
  return { full, lines };
}
