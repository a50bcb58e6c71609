import { describe, expect, it } from 'vitest';
import { DECISION_RULES } from '../../../../shared/decision/explanation-schema';
import { RULE_OUTCOMES } from '../../../../shared/decision/rule-outcomes';
import type { Comparison, DecisionNote, DecisionRule } from '../../../../shared/decision/types';
import type { BlacklistKind } from '../../../../shared/enums';
import { createI18n } from '../i18n/create-i18n';
import {
  agentNote,
  agentRuleText,
  blacklistDescription,
  blacklistOfRule,
  comparisonGroups,
  comparisonText,
  configurationText,
  isWholeExplanation,
  noteSentence,
  reasonDescription,
  rowTexts,
  ruleText,
  summaryText,
} from './explanation-text';

const it_ = createI18n({ lng: 'it' }).t;
const en = createI18n({ lng: 'en' }).t;

/** Euro amounts as the Italian format writes them: a no-break space before the sign. */
const eur = (amount: string) => `${amount}\u00a0€`;

describe('rule and summary, in both languages', () => {
  const RULES: Record<DecisionRule, [string, string, string]> = {
    WHITE_LIST: [
      'Esenzione white list',
      'White-list exemption',
      'Subject in the white list, neither revoked nor expired, with the white-list check enabled for its segment.',
    ],
    BLACK_LIST_RADIATI: [
      'Black list radiati',
      'Struck-off black list',
      'Subject on the active struck-off (RADIATI) black list.',
    ],
    BLACK_LIST_CEDUTI: [
      'Black list ceduti',
      'Transferred black list',
      'Subject on the active transferred (CEDUTI) black list.',
    ],
    PAYMENT_TREND: [
      'Morosità in corso',
      'Current arrears',
      'Existing customer with current arrears: overdue credit over its threshold, with its share of invoicing or the exposure over theirs.',
    ],
    PAYMENT_SCORE: [
      'Profilo andamentale negativo',
      'Negative payment profile',
      'Existing customer with a payment class at or worse than the threshold, with no grace on the overdue share.',
    ],
    EXISTING_CUSTOMER: [
      'Cliente esistente senza criticità',
      'Existing customer without issues',
      'Existing customer with neither current arrears nor a negative payment profile.',
    ],
    BUREAU_PROTESTS: [
      'Protesti in centrale rischi',
      'Protests at the credit bureau',
      'Prospect with protests recorded at the credit bureau.',
    ],
    BUREAU_PREJUDICIAL: [
      'Eventi pregiudizievoli in centrale rischi',
      'Prejudicial events at the credit bureau',
      'Prospect with prejudicial events recorded at the credit bureau.',
    ],
    BUREAU_OTHER_NEGATIVE: [
      'Altri eventi negativi in centrale rischi',
      'Other negative events at the credit bureau',
      'Prospect with other negative events recorded at the credit bureau.',
    ],
    HIGH_RISK_FRAUD: [
      'Alto rischio con possibile correlazione frode',
      'High risk with possible fraud correlation',
      'High-risk prospect whose supply address is shared with a black-listed subject or one in arrears.',
    ],
    FRAUD_CORRELATION: [
      'Possibile correlazione frode',
      'Possible fraud correlation',
      'Supply address shared with a black-listed subject or one in arrears.',
    ],
    HIGH_RISK: ['Prospect ad alto rischio', 'High-risk prospect', 'Prospect with a high-risk profile.'],
    PROSPECT: [
      'Prospect senza evidenze negative',
      'Prospect with no negative findings',
      'Prospect with no negative findings.',
    ],
  };

  it.each(Object.entries(RULES) as [DecisionRule, [string, string, string]][])(
    '%s',
    (rule, [italian, english, englishSummary]) => {
      expect(ruleText(rule, it_)).toBe(italian);
      expect(ruleText(rule, en)).toBe(english);
      // Italian is the engine's own sentence, the one the request log stores.
      expect(summaryText(rule, it_)).toBe(RULE_OUTCOMES[rule].summary);
      expect(summaryText(rule, en)).toBe(englishSummary);
    },
  );
});

describe('the rule in words for an agent, in both languages', () => {
  const AGENT_RULES: Record<DecisionRule, [string, string]> = {
    WHITE_LIST: ['White list', 'White list'],
    BLACK_LIST_RADIATI: ['Black list radiati', 'Struck-off black list'],
    BLACK_LIST_CEDUTI: ['Black list ceduti', 'Transferred black list'],
    PAYMENT_TREND: ['Andamento pagamenti', 'Payment trend'],
    PAYMENT_SCORE: ['Classe andamentale', 'Payment score'],
    EXISTING_CUSTOMER: ['Cliente esistente', 'Existing customer'],
    BUREAU_PROTESTS: ['Centrale rischi: protesti', 'Credit bureau: protests'],
    BUREAU_PREJUDICIAL: ['Centrale rischi: eventi pregiudizievoli', 'Credit bureau: prejudicial events'],
    BUREAU_OTHER_NEGATIVE: ['Centrale rischi: altri eventi negativi', 'Credit bureau: other negative events'],
    HIGH_RISK_FRAUD: ['Profilo di rischio e correlazione frode', 'Risk profile and fraud correlation'],
    FRAUD_CORRELATION: ['Correlazione frode', 'Fraud correlation'],
    HIGH_RISK: ['Profilo di rischio', 'Risk profile'],
    PROSPECT: ['Nuovo cliente (prospect)', 'New customer (prospect)'],
  };

  it.each(Object.entries(AGENT_RULES) as [DecisionRule, [string, string]][])('%s', (rule, [italian, english]) => {
    expect(agentRuleText(rule, it_)).toBe(italian);
    expect(agentRuleText(rule, en)).toBe(english);
  });

  it('names every rule of the engine, with no figure in any name', () => {
    expect(Object.keys(AGENT_RULES).sort()).toEqual([...DECISION_RULES].sort());
    for (const t of [it_, en]) {
      for (const rule of DECISION_RULES) expect(agentRuleText(rule, t)).not.toMatch(/\d|€|%|soglia|threshold/i);
    }
    expect(agentNote(it_)).toBe(
      "I dati del cliente e le soglie della verifica sono riservati all'ufficio rischio di credito.",
    );
    expect(agentNote(en)).toBe(
      "The customer's data and the check's thresholds are reserved for the credit-risk office.",
    );
  });

  it('tells the whole explanation from what an agent reads', () => {
    expect(isWholeExplanation({ rule: 'PAYMENT_TREND' })).toBe(false);
    const whole = {
      rule: 'PROSPECT',
      summary: '',
      configurationRows: {},
      configurationRowKeys: {},
      comparisons: [],
      notes: [],
      noteDetails: [],
    } as const;
    expect(isWholeExplanation(whole)).toBe(true);
  });
});

describe('result description by code', () => {
  it("is the catalogue's label in the console language", () => {
    expect(reasonDescription('EX401', 'Presenza protesti', it_)).toBe('Presenza protesti');
    expect(reasonDescription('EX401', 'Presenza protesti', en)).toBe('Protests present');
  });

  it("keeps the server's description for a code the catalogue does not know", () => {
    expect(reasonDescription('EX999', 'Descrizione del server', en)).toBe('Descrizione del server');
  });
});

describe('the configuration a check was decided with', () => {
  it('is named by since when it is in force and its id, as the audit trail names it, never by its save count', () => {
    const configuration = {
      id: '20260101-093000-0a1b2c3d',
      version: 3,
      validityStartDate: '2026-01-01T09:30:00.000Z',
    };
    expect(configurationText(configuration, it_)).toBe('In vigore dal 01/01/2026 (versione 20260101-093000-0a1b2c3d)');
    expect(configurationText(configuration, en)).toBe('In force since 01/01/2026 (version 20260101-093000-0a1b2c3d)');
    expect(configurationText({ id: 'c0ffee-42', version: 3 }, it_)).toBe('Versione c0ffee-42');
    expect(configurationText({ id: 'c0ffee-42', version: 3, validityStartDate: null }, en)).toBe('Version c0ffee-42');
  });
});

describe('the black list a black-list rule read, said what it is', () => {
  it.each<[DecisionRule, BlacklistKind | undefined, string | undefined, string | undefined]>([
    [
      'BLACK_LIST_RADIATI',
      'RADIATI',
      'La black list radiati raccoglie i soggetti radiati: clienti i cui crediti insoluti sono stati stralciati in passato.',
      'The struck-off black list holds the struck-off subjects: customers whose unpaid credits were written off in the past.',
    ],
    [
      'BLACK_LIST_CEDUTI',
      'CEDUTI',
      'La black list ceduti raccoglie i soggetti i cui crediti insoluti sono stati ceduti a terzi in passato.',
      'The transferred black list holds the subjects whose unpaid credits were sold to third parties in the past.',
    ],
    ['PAYMENT_TREND', undefined, undefined, undefined],
    ['FRAUD_CORRELATION', undefined, undefined, undefined],
  ])('%s', (rule, kind, italian, english) => {
    expect(blacklistOfRule(rule)).toBe(kind);
    if (kind) {
      expect(blacklistDescription(kind, it_)).toBe(italian);
      expect(blacklistDescription(kind, en)).toBe(english);
    }
  });
});

describe('configuration rows in words', () => {
  it('names each check table and its row', () => {
    const rows = {
      whiteListChecks: { subjectType: 'PG', microSegment: 'CON' },
      paymentTrendChecks: { subjectType: 'PF', microSegment: 'DEFAULT' },
      paymentScoreChecks: { subjectType: 'PG', microSegment: 'ASS' },
    } as const;
    expect(rowTexts(rows, it_)).toEqual([
      'Parametri white list: Persona Giuridica, segmento Condominio',
      'Parametri Black List Morosi: Persona Fisica, segmento predefinito',
      'Parametri Andamentale: Persona Giuridica, segmento Ass. Privata/Studi Associati',
    ]);
    expect(rowTexts(rows, en)).toEqual([
      'White list parameters: Legal entity, segment Condominium',
      'Arrears black list parameters: Natural person, default segment',
      'Payment score parameters: Legal entity, segment Private association / professional firm',
    ]);
    expect(rowTexts({}, it_)).toEqual([]);
  });
});

const comparison = (parts: Partial<Comparison> & Pick<Comparison, 'measure'>): Comparison => ({
  check: 'PAYMENT_TREND',
  quantity: 'testo del server',
  fields: ['K_CRED_SCAD_NETTO_TOTALE'],
  actual: 0,
  operator: '>=',
  threshold: 0,
  unit: 'EUR',
  met: false,
  ...parts,
});

describe('each comparison as a sentence', () => {
  it.each<[string, Comparison, string, string]>([
    [
      'white list valid',
      comparison({
        check: 'WHITE_LIST',
        measure: 'WHITE_LIST_EXPIRY',
        fields: [],
        actual: '2026-11-23T19:14:54.569Z',
        operator: '<=',
        threshold: '2099-12-31T22:59:00.000Z',
        unit: 'DATE',
        met: true,
      }),
      'Verifica del 23/11/2026 20:14:54, entro la scadenza della white list del 31/12/2099 23:59: white list valida.',
      'Checked on 23/11/2026 20:14:54, within the white-list expiry of 31/12/2099 23:59: white list valid.',
    ],
    [
      'white list expired',
      comparison({
        check: 'WHITE_LIST',
        measure: 'WHITE_LIST_EXPIRY',
        fields: [],
        actual: '2025-07-01T08:00:00.000Z',
        operator: '<=',
        threshold: '2025-06-30T21:59:00.000Z',
        unit: 'DATE',
        met: false,
      }),
      'Verifica del 01/07/2025 10:00:00, oltre la scadenza della white list del 30/06/2025 23:59: white list scaduta.',
      'Checked on 01/07/2025 10:00:00, after the white-list expiry of 30/06/2025 23:59: white list expired.',
    ],
    [
      'overdue over the threshold',
      comparison({ measure: 'OVERDUE', actual: 600, threshold: 500, met: true }),
      `Credito scaduto ${eur('600,00')} ≥ soglia ${eur('500,00')}: soglia raggiunta.`,
      `Overdue credit ${eur('600,00')} ≥ threshold ${eur('500,00')}: threshold reached.`,
    ],
    [
      'overdue under the threshold',
      comparison({ measure: 'OVERDUE', actual: 1500, threshold: 2000 }),
      `Credito scaduto ${eur('1.500,00')} < soglia ${eur('2.000,00')}: soglia non raggiunta.`,
      `Overdue credit ${eur('1.500,00')} < threshold ${eur('2.000,00')}: threshold not reached.`,
    ],
    [
      'gross overdue',
      comparison({ measure: 'OVERDUE', fields: ['K_CRED_SCAD_LORDO_TOTALE'], actual: 700, threshold: 500, met: true }),
      `Credito scaduto lordo ${eur('700,00')} ≥ soglia ${eur('500,00')}: soglia raggiunta.`,
      `Gross overdue credit ${eur('700,00')} ≥ threshold ${eur('500,00')}: threshold reached.`,
    ],
    [
      'share over the threshold',
      comparison({ measure: 'OVERDUE_SHARE', actual: 30, threshold: 20, unit: 'PERCENT', met: true }),
      'Quota scaduta sul fatturato degli ultimi 12 mesi 30% ≥ soglia 20%: soglia raggiunta.',
      'Overdue share of the last 12 months’ invoicing 30% ≥ threshold 20%: threshold reached.',
    ],
    [
      'share under the threshold',
      comparison({ measure: 'OVERDUE_SHARE', actual: 2.5, threshold: 10, unit: 'PERCENT' }),
      'Quota scaduta sul fatturato degli ultimi 12 mesi 2,5% < soglia 10%: soglia non raggiunta.',
      'Overdue share of the last 12 months’ invoicing 2,5% < threshold 10%: threshold not reached.',
    ],
    [
      'share beyond any threshold (nothing invoiced)',
      comparison({ measure: 'OVERDUE_SHARE', actual: null, threshold: 20, unit: 'PERCENT', met: true }),
      'Quota scaduta sul fatturato degli ultimi 12 mesi non calcolabile (soglia 20%): soglia considerata raggiunta.',
      'Overdue share of the last 12 months’ invoicing cannot be computed (threshold 20%): threshold taken as reached.',
    ],
    [
      'share unknown (invoicing missing)',
      comparison({ measure: 'OVERDUE_SHARE', actual: null, threshold: 20, unit: 'PERCENT' }),
      'Quota scaduta sul fatturato degli ultimi 12 mesi non calcolabile (soglia 20%): soglia non raggiunta.',
      'Overdue share of the last 12 months’ invoicing cannot be computed (threshold 20%): threshold not reached.',
    ],
    [
      'exposure over the threshold',
      comparison({ measure: 'EXPOSURE', actual: 50500, threshold: 50000, met: true }),
      `Esposizione (credito scaduto più credito a scadere) ${eur('50.500,00')} ≥ soglia ${eur('50.000,00')}: soglia raggiunta.`,
      `Exposure (overdue plus not-yet-due credit) ${eur('50.500,00')} ≥ threshold ${eur('50.000,00')}: threshold reached.`,
    ],
    [
      'exposure under the threshold',
      comparison({ measure: 'EXPOSURE', actual: 900, threshold: 5000 }),
      `Esposizione (credito scaduto più credito a scadere) ${eur('900,00')} < soglia ${eur('5.000,00')}: soglia non raggiunta.`,
      `Exposure (overdue plus not-yet-due credit) ${eur('900,00')} < threshold ${eur('5.000,00')}: threshold not reached.`,
    ],
    [
      'class at the threshold',
      comparison({
        check: 'PAYMENT_SCORE',
        measure: 'PERFORMANCE_CLASS',
        actual: 4,
        threshold: 4,
        unit: 'CLASS',
        met: true,
      }),
      'Classe andamentale 4 ≥ soglia 4: soglia raggiunta.',
      'Payment class 4 ≥ threshold 4: threshold reached.',
    ],
    [
      'class under the threshold',
      comparison({ check: 'PAYMENT_SCORE', measure: 'PERFORMANCE_CLASS', actual: 3, threshold: 5, unit: 'CLASS' }),
      'Classe andamentale 3 < soglia 5: soglia non raggiunta.',
      'Payment class 3 < threshold 5: threshold not reached.',
    ],
    [
      'grace applied',
      comparison({
        check: 'PAYMENT_SCORE',
        measure: 'GRACE_SHARE',
        actual: 3.33,
        operator: '<',
        threshold: 5,
        unit: 'PERCENT',
        met: true,
      }),
      'Quota scaduta sul fatturato degli ultimi 12 mesi 3,33% < tolleranza 5%: tolleranza applicata.',
      'Overdue share of the last 12 months’ invoicing 3,33% < grace 5%: grace applied.',
    ],
    [
      'grace not applied',
      comparison({
        check: 'PAYMENT_SCORE',
        measure: 'GRACE_SHARE',
        actual: 12.5,
        operator: '<',
        threshold: 10,
        unit: 'PERCENT',
      }),
      'Quota scaduta sul fatturato degli ultimi 12 mesi 12,5% ≥ tolleranza 10%: tolleranza non applicata.',
      'Overdue share of the last 12 months’ invoicing 12,5% ≥ grace 10%: grace not applied.',
    ],
    [
      'grace with no share',
      comparison({
        check: 'PAYMENT_SCORE',
        measure: 'GRACE_SHARE',
        actual: null,
        operator: '<',
        threshold: 5,
        unit: 'PERCENT',
      }),
      'Quota scaduta sul fatturato degli ultimi 12 mesi non calcolabile (tolleranza 5%): tolleranza non applicata.',
      'Overdue share of the last 12 months’ invoicing cannot be computed (grace 5%): grace not applied.',
    ],
  ])('%s', (_, input, italian, english) => {
    expect(comparisonText(input, it_)).toBe(italian);
    expect(comparisonText(input, en)).toBe(english);
  });

  it('groups the sentences under their check, in the order they were made', () => {
    const groups = comparisonGroups(
      [
        comparison({ measure: 'OVERDUE', actual: 40, threshold: 500 }),
        comparison({
          check: 'PAYMENT_SCORE',
          measure: 'PERFORMANCE_CLASS',
          actual: 5,
          threshold: 5,
          unit: 'CLASS',
          met: true,
        }),
        comparison({ measure: 'EXPOSURE', actual: 190, threshold: 5000 }),
      ],
      it_,
    );
    expect(groups.map(({ title, sentences }) => [title, sentences.length])).toEqual([
      ['Controllo morosità in corso', 2],
      ['Controllo andamentale', 1],
    ]);
    expect(comparisonGroups([], en)).toEqual([]);
  });
});

describe('each note as a sentence', () => {
  const NOTES: { [Code in DecisionNote['code']]: [Extract<DecisionNote, { code: Code }>, string, string] } = {
    WHITE_LIST_REVOKED: [
      { code: 'WHITE_LIST_REVOKED', revocationDate: '2025-01-10T09:00:00.000Z' },
      'White list revocata il 10/01/2025: il soggetto non è esente.',
      'White list revoked on 10/01/2025: the subject is not exempt.',
    ],
    WHITE_LIST_NO_EXPIRY: [
      { code: 'WHITE_LIST_NO_EXPIRY' },
      'La white list non ha data di scadenza: è considerata valida.',
      'The white-list entry has no expiry date: it is taken as valid.',
    ],
    WHITE_LIST_EXPIRY_UNREADABLE: [
      { code: 'WHITE_LIST_EXPIRY_UNREADABLE', expiringDate: 'domani' },
      'La data di scadenza della white list non è leggibile (domani): la white list è considerata scaduta.',
      'The white-list expiry date cannot be read (domani): the entry is taken as expired.',
    ],
    WHITE_LIST_EXPIRED: [
      { code: 'WHITE_LIST_EXPIRED', expiringDate: '2025-06-30T21:59:00.000Z' },
      'White list scaduta il 30/06/2025 23:59: il soggetto non è esente.',
      'White list expired on 30/06/2025 23:59: the subject is not exempt.',
    ],
    CHECK_ROW_MISSING: [
      { code: 'CHECK_ROW_MISSING', table: 'paymentTrendChecks', subjectType: 'PF', microSegment: 'PER' },
      'Nessuna riga nei Parametri Black List Morosi per Persona Fisica, segmento Persona Fisica o Ditta Individuale: controllo non applicato.',
      'No row in the Arrears black list parameters for Natural person, segment Natural person or sole proprietorship: check not applied.',
    ],
    CHECK_DISABLED: [
      {
        code: 'CHECK_DISABLED',
        table: 'whiteListChecks',
        subjectType: 'PG',
        microSegment: 'SOC',
        row: { subjectType: 'PG', microSegment: 'DEFAULT' },
      },
      'Controllo white list disattivato per Persona Giuridica, segmento Società (riga Persona Giuridica, segmento predefinito): controllo non applicato.',
      'White-list check disabled for Legal entity, segment Company (row Legal entity, default segment): check not applied.',
    ],
    OVERDUE_GROSS_USED: [
      { code: 'OVERDUE_GROSS_USED' },
      'Credito scaduto netto assente: è stato usato il credito scaduto lordo.',
      'Net overdue credit missing: the gross overdue credit was used.',
    ],
    OVERDUE_UNKNOWN: [
      { code: 'OVERDUE_UNKNOWN' },
      'Credito scaduto netto e lordo assenti: credito scaduto non noto.',
      'Net and gross overdue credit missing: overdue credit unknown.',
    ],
    NOT_YET_DUE_MISSING: [
      { code: 'NOT_YET_DUE_MISSING' },
      "Credito a scadere assente: l'esposizione conta il solo credito scaduto.",
      'Not-yet-due credit missing: the exposure counts the overdue credit only.',
    ],
    INVOICED_MISSING: [
      { code: 'INVOICED_MISSING' },
      'Fatturato degli ultimi 12 mesi assente: la quota scaduta sul fatturato non è calcolabile.',
      'Invoicing of the last 12 months missing: the overdue share of invoicing cannot be computed.',
    ],
    NOTHING_INVOICED_WITH_OVERDUE: [
      { code: 'NOTHING_INVOICED_WITH_OVERDUE' },
      'Nessun fatturato negli ultimi 12 mesi a fronte di un credito scaduto: la quota scaduta è oltre ogni soglia.',
      'Nothing invoiced in the last 12 months against an overdue credit: the overdue share is beyond any threshold.',
    ],
    PERFORMANCE_CLASS_INVALID: [
      { code: 'PERFORMANCE_CLASS_INVALID' },
      'Classe andamentale assente o non valida (attesa da 1 a 6).',
      'Payment class missing or invalid (1 to 6 expected).',
    ],
    PAYMENT_TREND_NOT_APPLICABLE: [
      { code: 'PAYMENT_TREND_NOT_APPLICABLE' },
      'Controllo morosità in corso non applicabile: credito scaduto non noto.',
      'Current-arrears check not applicable: overdue credit unknown.',
    ],
    PAYMENT_SCORE_NOT_APPLICABLE: [
      { code: 'PAYMENT_SCORE_NOT_APPLICABLE' },
      'Controllo andamentale non applicabile: classe andamentale non nota.',
      'Payment-score check not applicable: payment class unknown.',
    ],
    GRACE_NOT_APPLICABLE: [
      { code: 'GRACE_NOT_APPLICABLE' },
      'Tolleranza non applicabile: la quota scaduta non è calcolabile.',
      'Grace not applicable: the overdue share cannot be computed.',
    ],
    BUREAU_SKIPPED: [
      { code: 'BUREAU_SKIPPED', workflow: 'EVOPRECHECK_NOSIC' },
      'Workflow «EvoPrecheck senza centrale rischi»: la centrale rischi non viene consultata.',
      'Workflow «EvoPrecheck without credit bureau»: the credit bureau is not consulted.',
    ],
    BUREAU_NO_DATA: [
      { code: 'BUREAU_NO_DATA' },
      'Nessun dato dalla centrale rischi per il soggetto.',
      'No credit-bureau data for the subject.',
    ],
    PROSPECT_RISK_NO_DATA: [
      { code: 'PROSPECT_RISK_NO_DATA' },
      'Nessun dato di rischio prospect: alto rischio e correlazione frode non valutati.',
      'No prospect risk data: high risk and fraud correlation not assessed.',
    ],
  };

  it.each(Object.entries(NOTES))('%s', (_, [note, italian, english]) => {
    expect(noteSentence(note, it_)).toBe(italian);
    expect(noteSentence(note, en)).toBe(english);
  });
});
