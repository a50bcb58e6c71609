import type { DecisionSnapshot } from '../../shared/decision/snapshot';
import type { CustomerRecord, Decision, WhiteListFact } from '../../shared/decision/types';
import { whiteListStatus } from '../../shared/decision/white-list-rule';
import type { SubjectIdentifiers } from '../../shared/enrichment/subject-identifiers';
import { romeDay } from '../../shared/italian-time';
import type { Market } from '../../shared/roles';
import type { SubjectFacts } from '../stores/precheck-facts/precheck-facts';
import type { SubjectProfile } from './subject-profile';

/** What the worker learned about one input record. */
export type RecordOutcome =
  /** The record could not be parsed (e.g. an unclosed quote). */
  | { kind: 'unreadable'; error: string }
  /** No identifier, or one that fails validation: nothing is looked up. */
  | { kind: 'invalid'; identifiers: SubjectIdentifiers }
  | {
      kind: 'enriched';
      identifiers: SubjectIdentifiers;
      profile: SubjectProfile;
      facts: SubjectFacts;
      decision: Decision;
      /** What the decision was made on, as a precheck records it (shared/decision/snapshot.ts). */
      snapshot: DecisionSnapshot;
    };

export interface RowContext {
  /** The instant the whole file is judged at. */
  now: Date;
  /** The requester's markets: customer KPIs outside them are not shown. */
  markets: readonly Market[];
}

type Enriched = Extract<RecordOutcome, { kind: 'enriched' }>;

const yesNo = (value: boolean) => (value ? 'SI' : 'NO');

/** An instant as the Italian day it falls on; a value that is not a date is shown as it is. */
const day = (value: unknown): unknown => {
  if (typeof value !== 'string' || !value) return value ?? null;
  return Number.isNaN(Date.parse(value)) ? value : romeDay(value);
};

function whiteListLabel(entry: WhiteListFact | null, now: Date): string {
  if (!entry) return 'NO';
  if (entry.revocationDate) return 'REVOCATA';
  return whiteListStatus(entry, now).valid ? 'ATTIVA' : 'SCADUTA';
}

/** The customer row when the requester may see its market (a row without a market is shown). */
function visibleCustomer({ facts }: Enriched, { markets }: RowContext): CustomerRecord | null {
  const market = facts.customer?.A_MERCATO;
  if (!facts.customer) return null;
  return typeof market === 'string' && market && !markets.includes(market as Market) ? null : facts.customer;
}

const kpi =
  (field: string) =>
  (outcome: Enriched, context: RowContext): unknown =>
    visibleCustomer(outcome, context)?.[field] ?? null;

/** The enrichment's file has no supply address, which the fraud correlation needs. */
export const NO_ADDRESS_NOTE = "Correlazione frode non valutata: il file non riporta l'indirizzo di fornitura.";

function outcomeNotes({ facts, decision }: Enriched): string {
  const notes = [...decision.explanation.notes];
  if (!facts.customer) notes.push(NO_ADDRESS_NOTE);
  return notes.join(' ');
}

interface AddedColumn {
  label: string;
  /** The cell of an enriched subject. */
  enriched: (outcome: Enriched, context: RowContext) => unknown;
}

/** The columns the enrichment adds after the input's own, with their Italian labels. */
const ADDED_COLUMNS: readonly AddedColumn[] = [
  { label: 'Codice fiscale rilevato', enriched: ({ identifiers }) => identifiers.taxCode },
  { label: 'Partita IVA rilevata', enriched: ({ identifiers }) => identifiers.vatNumber },
  { label: 'Identificativo valido', enriched: () => 'SI' },
  { label: 'Tipo soggetto', enriched: ({ profile }) => profile.subjectType },
  { label: 'Microsegmento', enriched: ({ profile }) => profile.microSegment },
  { label: 'White list', enriched: ({ facts }, { now }) => whiteListLabel(facts.whiteList, now) },
  { label: 'Scadenza white list', enriched: ({ facts }) => day(facts.whiteList?.expiringDate) },
  { label: 'Black list radiati', enriched: ({ facts }) => yesNo(facts.blackLists.radiati) },
  { label: 'Black list ceduti', enriched: ({ facts }) => yesNo(facts.blackLists.ceduti) },
  { label: 'Cliente', enriched: ({ facts }) => yesNo(facts.customer !== null) },
  { label: 'Codice cliente', enriched: kpi('A_CODICE_CLIENTE') },
  { label: 'Mercato', enriched: kpi('A_MERCATO') },
  { label: 'Stato cliente', enriched: kpi('K_STATO_CLIENTE') },
  { label: 'Indice dunning', enriched: kpi('K_INDICE_DUNNING') },
  { label: 'Classe andamentale', enriched: kpi('K_ANDAMENTALE_CLASSE') },
  { label: 'Credito scaduto netto (€)', enriched: kpi('K_CRED_SCAD_NETTO_TOTALE') },
  { label: 'Credito a scadere netto (€)', enriched: kpi('K_CRED_A_SCAD_NETTO_TOTALE') },
  { label: 'Fatturato ultimi 12 mesi (€)', enriched: kpi('K_FATTURATO_ULTIMI_12M') },
  { label: 'Data calcolo KPI', enriched: (outcome, context) => day(kpi('K_DATA_CALCOLO_KPI')(outcome, context)) },
  { label: 'Semaforo', enriched: ({ decision }) => decision.trafficLight },
  { label: 'Codice esito', enriched: ({ decision }) => decision.reason.code },
  { label: 'Descrizione esito', enriched: ({ decision }) => decision.reason.description },
  { label: 'Motivazione', enriched: ({ decision }) => decision.explanation.summary },
  { label: 'Note esito', enriched: outcomeNotes },
  // The facts as data, to replay the outcome later; blank where the customer's figures are not the requester's to see.
  {
    label: 'Fatti della decisione',
    enriched: (outcome, context) =>
      outcome.facts.customer && !visibleCustomer(outcome, context) ? null : JSON.stringify(outcome.snapshot),
  },
];

export const ERROR_LABEL = 'Errore';

/** Labels of the added columns, in order; the error column is the last. */
export const ADDED_COLUMN_LABELS: readonly string[] = [...ADDED_COLUMNS.map((column) => column.label), ERROR_LABEL];

/** The output header: the input's columns (its own header, else 'Colonna N'), then the added ones. */
export function outputHeader(inputHeader: readonly string[] | null, width: number): string[] {
  const own = Array.from({ length: width }, (_, index) => inputHeader?.[index] || `Colonna ${index + 1}`);
  return [...own, ...ADDED_COLUMN_LABELS];
}

/** The cells added to one input record. */
export function addedCells(outcome: RecordOutcome, context: RowContext): unknown[] {
  if (outcome.kind === 'enriched') {
    return [...ADDED_COLUMNS.map((column) => column.enriched(outcome, context)), null];
  }
  const cells: unknown[] = ADDED_COLUMNS.map(() => null);
  if (outcome.kind === 'invalid') {
    cells[0] = outcome.identifiers.taxCode;
    cells[1] = outcome.identifiers.vatNumber;
    cells[2] = 'NO';
    return [...cells, outcome.identifiers.error];
  }
  return [...cells, outcome.error];
}

/** One output row: the record's own cells, padded to the input's width, then the added ones. */
export function outputRow(cells: readonly string[], width: number, outcome: RecordOutcome, context: RowContext) {
  const own = Array.from({ length: width }, (_, index) => cells[index] ?? '');
  return [...own, ...addedCells(outcome, context)];
}
