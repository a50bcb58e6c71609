import type { TFunction } from 'i18next';
import { CUSTOMER_FIELDS } from '../../../../shared/decision/customer-metrics';
import type {
  CheckTable,
  Comparison,
  ConfigurationRowKey,
  DecisionNote,
  DecisionRule,
} from '../../../../shared/decision/types';
import type { BlacklistKind, MicroSegment, SubjectType } from '../../../../shared/enums';
import {
  formatDate,
  formatDateTime,
  formatEuro,
  formatNumber,
  formatPercent,
} from '../../../../shared/format/italian-format';
import type { AgentExplanation, DecisionExplanationPayload } from '../../../../shared/schemas/precheck';
import { formatExpiry } from '../../../../shared/whitelist/whitelist-insert';
import { resultCodeLabels } from '../i18n/result-code-labels';

/**
 * The precheck explanation worded for a risk officer, in the console's language, from the data the
 * engine carries beside its Italian texts: rules, rows, comparisons and notes become sentences with
 * Italian figures and dates in Italian time. Pure: the texts come from the catalogue through `t`.
 */

export function ruleText(rule: DecisionRule, t: TFunction): string {
  return t(`precheck.explanation.rules.${rule}`);
}

export function summaryText(rule: DecisionRule, t: TFunction): string {
  return t(`precheck.explanation.summaries.${rule}`);
}

/** The rule that decided by the name of its check, as an agent reads it ('Andamento pagamenti'). */
export function agentRuleText(rule: DecisionRule, t: TFunction): string {
  return t(`precheck.result.agentRules.${rule}`);
}

/** Why an agent's result has no details. */
export function agentNote(t: TFunction): string {
  return t('precheck.result.agentNote');
}

/** The whole explanation the staff read, told from an agent's (the rule alone) by what it carries. */
export function isWholeExplanation(
  explanation: DecisionExplanationPayload | AgentExplanation,
): explanation is DecisionExplanationPayload {
  return 'comparisons' in explanation;
}

/**
 * The result description of a code in the console's language (the labels of the list filters); a
 * code the catalogue does not know keeps the server's description.
 */
export function reasonDescription(code: string, serverDescription: string, t: TFunction): string {
  return resultCodeLabels(t)[code] ?? serverDescription;
}

/** 'Persona Fisica, segmento predefinito' for PF/DEFAULT. */
function segmentText(
  { subjectType, microSegment }: { subjectType: SubjectType; microSegment: MicroSegment | 'DEFAULT' },
  t: TFunction,
): string {
  const type = t(`precheck.subjectTypes.${subjectType}`);
  if (microSegment === 'DEFAULT') return t('precheck.explanation.defaultSegment', { subjectType: type });
  return t('precheck.explanation.segment', {
    subjectType: type,
    microSegment: t(`list.options.microSegment.${microSegment}`),
  });
}

/**
 * The configuration a check was decided with, as people know it: since when it is in force and the
 * version's id, the name the audit trail and the request log's filter give it (the `version` number
 * counts the saves of one version and names nothing a person can look up).
 */
export function configurationText(
  configuration: NonNullable<DecisionExplanationPayload['configuration']>,
  t: TFunction,
): string {
  const from = formatDate(configuration.validityStartDate);
  return from
    ? t('precheck.result.configurationValue', { from, id: configuration.id })
    : t('precheck.result.configurationVersion', { id: configuration.id });
}

/** The black list a rule is about: the list that decided a black-list outcome. */
const BLACKLIST_OF_RULE: Partial<Record<DecisionRule, BlacklistKind>> = {
  BLACK_LIST_RADIATI: 'RADIATI',
  BLACK_LIST_CEDUTI: 'CEDUTI',
};

export function blacklistOfRule(rule: DecisionRule): BlacklistKind | undefined {
  return BLACKLIST_OF_RULE[rule];
}

/**
 * What a black list is, for the outcome it decided: 'Black list radiati' alone says nothing of whom it
 * holds (spec section 1: the struck-off RADIATI, the transferred CEDUTI).
 */
export function blacklistDescription(kind: BlacklistKind, t: TFunction): string {
  return t(`precheck.explanation.blacklists.${kind}`);
}

export function rowText(row: ConfigurationRowKey, t: TFunction): string {
  return segmentText(row, t);
}

/** 'Parametri Black List Morosi: Persona Fisica, segmento predefinito', one per check table read. */
export function rowTexts(rows: Partial<Record<CheckTable, ConfigurationRowKey>>, t: TFunction): string[] {
  return (Object.entries(rows) as [CheckTable, ConfigurationRowKey][]).map(([table, row]) =>
    t('precheck.explanation.tableRow', { table: t(`precheck.explanation.tables.${table}`), row: rowText(row, t) }),
  );
}

function valueText(value: number | string, unit: Comparison['unit']): string {
  switch (unit) {
    case 'EUR':
      return formatEuro(Number(value));
    case 'PERCENT':
      return formatPercent(Number(value));
    case 'CLASS':
      return formatNumber(Number(value));
    case 'DATE':
      return formatDateTime(value) || String(value);
  }
}

/** The sign that holds between the two values: the operator when met, its opposite when not. */
const RELATIONS: Readonly<Record<Comparison['operator'], { met: string; notMet: string }>> = {
  '>=': { met: '≥', notMet: '<' },
  '<': { met: '<', notMet: '≥' },
  '<=': { met: '≤', notMet: '>' },
};

function measureText({ measure, fields }: Comparison, t: TFunction): string {
  if (measure === 'OVERDUE' && fields.includes(CUSTOMER_FIELDS.overdueGross))
    return t('precheck.explanation.measures.OVERDUE_GROSS');
  if (measure === 'WHITE_LIST_EXPIRY') return '';
  return t(`precheck.explanation.measures.${measure}`);
}

/** One comparison as a sentence: 'Credito scaduto 600,00 € ≥ soglia 500,00 €: soglia raggiunta.' */
export function comparisonText(comparison: Comparison, t: TFunction): string {
  const { actual, threshold, unit, met, operator, measure } = comparison;
  const values = {
    measure: measureText(comparison, t),
    threshold: valueText(threshold, unit),
    relation: RELATIONS[operator][met ? 'met' : 'notMet'],
  };
  if (measure === 'WHITE_LIST_EXPIRY')
    return t(`precheck.explanation.expiry.${met ? 'met' : 'notMet'}`, {
      ...values,
      // An expiry is shown to the minute (23:59), as the white list shows it; the check's instant in full.
      threshold: typeof threshold === 'string' ? formatExpiry(threshold) || threshold : values.threshold,
      actual: actual === null ? '' : valueText(actual, unit),
    });
  const kind = measure === 'GRACE_SHARE' ? 'grace' : 'threshold';
  if (actual === null) return t(`precheck.explanation.${kind}.${met ? 'unknownMet' : 'unknownNotMet'}`, values);
  return t(`precheck.explanation.${kind}.${met ? 'met' : 'notMet'}`, { ...values, actual: valueText(actual, unit) });
}

/** The comparisons in their order, grouped under the check that made them. */
export function comparisonGroups(comparisons: readonly Comparison[], t: TFunction) {
  const groups: { check: Comparison['check']; title: string; sentences: string[] }[] = [];
  for (const comparison of comparisons) {
    let group = groups.find((candidate) => candidate.check === comparison.check);
    if (!group) {
      group = { check: comparison.check, title: t(`precheck.explanation.checks.${comparison.check}`), sentences: [] };
      groups.push(group);
    }
    group.sentences.push(comparisonText(comparison, t));
  }
  return groups;
}

const CHECK_OF_TABLE: Readonly<Record<CheckTable, Comparison['check']>> = {
  whiteListChecks: 'WHITE_LIST',
  paymentTrendChecks: 'PAYMENT_TREND',
  paymentScoreChecks: 'PAYMENT_SCORE',
};

/** A note as a sentence, its dates in Italian time and its rows in words. */
export function noteSentence(note: DecisionNote, t: TFunction): string {
  switch (note.code) {
    case 'WHITE_LIST_REVOKED':
      return t('precheck.explanation.notes.WHITE_LIST_REVOKED', {
        date: formatDate(note.revocationDate) || note.revocationDate,
      });
    case 'WHITE_LIST_EXPIRED':
      return t('precheck.explanation.notes.WHITE_LIST_EXPIRED', {
        date: formatExpiry(note.expiringDate) || note.expiringDate,
      });
    case 'WHITE_LIST_EXPIRY_UNREADABLE':
      return t('precheck.explanation.notes.WHITE_LIST_EXPIRY_UNREADABLE', { value: note.expiringDate });
    case 'CHECK_ROW_MISSING':
      return t('precheck.explanation.notes.CHECK_ROW_MISSING', {
        table: t(`precheck.explanation.tables.${note.table}`),
        segment: segmentText(note, t),
      });
    case 'CHECK_DISABLED':
      return t('precheck.explanation.notes.CHECK_DISABLED', {
        check: t(`precheck.explanation.checks.${CHECK_OF_TABLE[note.table]}`),
        segment: segmentText(note, t),
        row: rowText(note.row, t),
      });
    case 'BUREAU_SKIPPED':
      return t('precheck.explanation.notes.BUREAU_SKIPPED', { workflow: t(`list.options.workflow.${note.workflow}`) });
    default:
      return t(`precheck.explanation.notes.${note.code}`);
  }
}
