import type { Customer } from '../../../shared/customers/customer-fields';
import type { MicroSegment } from '../../../shared/enums';
import { addDays } from '../../../shared/italian-time';
import { type Random, weighted } from './prng';

/**
 * A customer's credit figures, bureau facts and score, drawn the way a utility's book looks: most
 * customers pay (class 1-2, nothing overdue), arrears grow with a worse performance class, and the
 * overdue amounts have a long tail (a few companies owe tens of thousands). Amounts in euro, cents.
 */

export type CustomerFigures = Omit<
  Customer,
  | 'A_CODICE_CLIENTE'
  | 'A_CODICE_FISCALE'
  | 'A_PARTITA_IVA'
  | 'A_MERCATO'
  | 'A_RAGIONE_SOCIALE'
  | 'A_COGNOME'
  | 'A_NOME'
  | 'A_MICRO_SEGMENTO_DESC'
  | 'F_PROVINCIA'
  | 'F_COMUNE'
  | 'F_INDIRIZZO'
>;

/** What the request log already says of the customer: its checks ended on current arrears, or a negative profile. */
export type KnownProfile = 'arrears' | 'negative' | undefined;

const PERFORMANCE_CLASSES = weighted([
  ['1', 30],
  ['2', 25],
  ['3', 18],
  ['4', 12],
  ['5', 9],
  ['6', 6],
] as const);
/** Share of customers in arrears in each performance class: about 13 % overall. */
const ARREARS_SHARE: Readonly<Record<string, number>> = { 1: 0.02, 2: 0.05, 3: 0.1, 4: 0.2, 5: 0.35, 6: 0.6 };
const DUNNING_IN_ARREARS = weighted([
  ['1', 40],
  ['2', 35],
  ['3', 25],
] as const);
const MACRO_PERSON = weighted([
  ['4', 95],
  ['2', 2],
  ['6', 3],
] as const);
const MACRO_COMPANY = weighted([
  ['4', 80],
  ['2', 6],
  ['3', 3],
  ['5', 6],
  ['1', 2],
  ['6', 3],
] as const);
const RECOVERABILITY = ['ALTA', 'MEDIA', 'BASSA'] as const;
const SCORE_CLASSES = [
  ['1', 'Rischio molto basso'],
  ['2', 'Rischio basso'],
  ['3', 'Rischio medio'],
  ['4', 'Rischio alto'],
  ['5', 'Rischio molto alto'],
] as const;
const ACTIVITY_STATES = weighted([
  ['ATTIVA', 88],
  ['INATTIVA', 4],
  ['IN LIQUIDAZIONE', 5],
  ['CESSATA', 3],
] as const);
/** ATECO 2007 codes of the activities a utility's business customers mostly have. */
const ATECO = [
  ['47.11.40', 'Minimercati ed altri esercizi non specializzati di alimentari vari'],
  ['56.10.11', 'Ristorazione con somministrazione'],
  ['56.30.00', 'Bar e altri esercizi simili senza cucina'],
  ['41.20.00', 'Costruzione di edifici residenziali e non residenziali'],
  ['43.21.01', 'Installazione di impianti elettrici in edifici o in altre opere di costruzione'],
  ['45.20.10', 'Riparazioni meccaniche di autoveicoli'],
  ['46.90.00', 'Commercio all\u2019ingrosso non specializzato'],
  ['55.10.00', 'Alberghi'],
  ['62.01.00', 'Produzione di software non connesso all\u2019edizione'],
  ['68.20.01', 'Locazione immobiliare di beni propri o in leasing'],
  ['69.20.11', 'Servizi forniti da dottori commercialisti'],
  ['86.23.00', 'Attivit\u00e0 degli studi odontoiatrici'],
  ['96.02.01', 'Servizi dei saloni di barbiere e parrucchiere'],
  ['10.71.10', 'Produzione di prodotti di panetteria freschi'],
  ['35.14.00', 'Commercio di energia elettrica'],
] as const;
const LEGAL_FORM_CODES: Readonly<Record<string, string>> = {
  'S.r.l.': 'SOCIETA\u2019 A RESPONSABILITA\u2019 LIMITATA',
  'S.r.l.s.': 'SOCIETA\u2019 A RESPONSABILITA\u2019 LIMITATA SEMPLIFICATA',
  'S.p.A.': 'SOCIETA\u2019 PER AZIONI',
  'S.n.c.': 'SOCIETA\u2019 IN NOME COLLETTIVO',
  'S.a.s.': 'SOCIETA\u2019 IN ACCOMANDITA SEMPLICE',
};

const cents = (value: number) => Math.round(value * 100) / 100;

/** The legal form a company's name ends with, in the bureau's words; null when the name shows none. */
export function legalFormOf(companyName: string | null): string | null {
  const form = Object.keys(LEGAL_FORM_CODES).find((suffix) => companyName?.endsWith(` ${suffix}`));
  return form ? (LEGAL_FORM_CODES[form] as string) : null;
}

/** Median yearly invoiced euro by micro segment: a household, a shop, a condominium's common parts. */
const INVOICED_MEDIAN: Readonly<Record<MicroSegment, number>> = {
  PER: 1400,
  SOC: 9000,
  RES: 250_000,
  CON: 6000,
  ASS: 3000,
};

export function drawCustomerFigures(
  random: Random,
  microSegment: MicroSegment,
  companyName: string | null,
  kpiDate: string,
  known: KnownProfile,
): CustomerFigures {
  const person = microSegment === 'PER';
  const negative = known === 'negative';
  const performanceClass = negative ? random.pick(['5', '6'] as const) : PERFORMANCE_CLASSES.draw(random);
  const inArrears = known === 'arrears' || random.chance(ARREARS_SHARE[performanceClass] as number);
  const active = random.chance(0.9);
  // Credit notes leave a few customers with a negative total: the slider's range starts below zero.
  const credit = random.chance(0.005);
  const invoiced = cents(
    credit
      ? -random.logNormal(150, 1)
      : Math.min(9_500_000, random.logNormal(INVOICED_MEDIAN[microSegment], person ? 0.7 : 1.3)),
  );
  const lastYear = cents(Math.max(0, invoiced) * (0.15 + random.next() * 0.35));
  const overdue = inArrears ? cents(Math.max(5, random.logNormal(person ? 250 : 2200, 1.3))) : 0;
  const notYetDue = active ? cents((lastYear / 6) * (0.5 + random.next())) : 0;
  const score = random.between(1, 100);
  const scoreClass = SCORE_CLASSES[Math.min(4, Math.floor((100 - score) / 20))] as (typeof SCORE_CLASSES)[number];
  const bureau = !person || random.chance(0.3);
  const ateco = person ? null : random.pick(ATECO);
  return {
    A_MACRO_SEGMENTO_DESC: (person ? MACRO_PERSON : MACRO_COMPANY).draw(random),
    K_STATO_CLIENTE: active ? 'ATTIVO' : 'CESSATO',
    K_INDICE_DUNNING: inArrears ? DUNNING_IN_ARREARS.draw(random) : random.chance(0.9) ? '1' : null,
    K_ANDAMENTALE_CLASSE: random.chance(0.03) ? null : performanceClass,
    K_RECUPERABILITA_INDICE: inArrears ? String(random.between(1, 100)) : null,
    K_RECUPERABILITA_CLASSE: inArrears ? random.pick(RECOVERABILITY) : null,
    K_DATA_CALCOLO_KPI: kpiDate,
    K_CRED_SCAD_NETTO_TOTALE: overdue,
    K_CRED_SCAD_LORDO_TOTALE: cents(overdue * 1.22),
    K_CRED_A_SCAD_NETTO_TOTALE: notYetDue,
    K_FATTURATO_TOTALE: invoiced,
    K_FATTURATO_ULTIMI_12M: lastYear,
    C_DATA_AGGIORNAMENTO: bureau ? addDays(kpiDate, -random.between(1, 180)) : null,
    C_CODICE_ATECO_07: ateco?.[0] ?? null,
    C_DESCRIZIONE_ATECO_07: ateco?.[1] ?? null,
    C_FORMA_GIURIDICA: person ? null : legalFormOf(companyName),
    C_STATO_ATTIVITA: person || !bureau ? null : ACTIVITY_STATES.draw(random),
    C_PROTESTI_SI_NO: bureau ? (random.chance(negative ? 0.3 : 0.03) ? 'SI' : 'NO') : null,
    C_PREGIUD_SI_NO: bureau ? (random.chance(negative ? 0.2 : 0.02) ? 'SI' : 'NO') : null,
    C_PROCED_PRESENZA: bureau ? (random.chance(0.01) ? 'SI' : 'NO') : null,
    S_VALORE_CGS: score,
    S_CLASSE_CGS: scoreClass[0],
    S_CLASSE_CGS_DESC: scoreClass[1],
    K_ANDAMENTALE_DT_ULTIMO: addDays(kpiDate, -random.between(1, 365)),
    A_PRESENZA_PDR: random.chance(microSegment === 'RES' ? 0.2 : 0.55) ? 'SI' : 'NO',
  };
}
