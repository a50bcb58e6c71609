import { decide } from '../../shared/decision/decide';
import { decisionSnapshot } from '../../shared/decision/snapshot';
import type { DecisionInput } from '../../shared/decision/types';
import type { EnrichmentInput } from '../../shared/enrichment/enrichment-table';
import type { CsvRecord } from '../../shared/enrichment/input-csv';
import { subjectIdentifiers } from '../../shared/enrichment/subject-identifiers';
import { PRECHECK_WORKFLOW } from '../../shared/enums';
import type { Market } from '../../shared/roles';
import { mapWithConcurrency } from '../commons/concurrency';
import { blacklistsInForce, blacklistVersionIds } from '../stores/precheck-facts/blacklists-in-force';
import type { PrecheckFacts, PrecheckSettings, SubjectFacts } from '../stores/precheck-facts/precheck-facts';
import { outputRow, type RecordOutcome } from './enriched-row';
import { subjectProfile } from './subject-profile';

export interface EnrichmentContext {
  facts: PrecheckFacts;
  /** The instant every subject of the file is judged at. */
  now: Date;
  markets: readonly Market[];
  signal?: AbortSignal;
}

/** Records enriched per step: the signal is checked between steps, and rows flow out step by step. */
const CHUNK = 256;
/**
 * Subjects read at once: each read is one BatchGet of ~8 keys, so this many requests are in flight.
 * Enough to hide the round trip, few enough to stay clear of throttling on an on-demand table.
 */
const CONCURRENCY = 16;

/**
 * The file holds no supply address. The precheck's fact reader always reads the address's item; this
 * address matches none, so no other subject's membership is read and the fraud correlation stays false
 * (the row says it was not evaluated, enriched-row.ts).
 */
const NO_SUPPLY_ADDRESS = { provinceCode: '-', municipality: '-', street: '-' };

/**
 * The output rows of an enrichment, one per input record and in input order: the record's cells, then
 * what the product knows of its subject and the decision the precheck would give now. Facts are read
 * with the precheck's own reader and decided by its engine, so the file and a precheck cannot differ.
 * A subject appearing on many rows is read once.
 */
export async function* enrichedRows(input: EnrichmentInput, context: EnrichmentContext): AsyncGenerator<unknown[]> {
  const settings = await context.facts.settings();
  const blacklists = blacklistsInForce(settings, context.now);
  const known = new Map<string, Promise<SubjectFacts>>();
  const factsOf = (identifiers: string[]) => {
    const key = identifiers.join('|');
    let facts = known.get(key);
    if (!facts) {
      facts = context.facts.subjectFacts({ identifiers, supplyAddress: NO_SUPPLY_ADDRESS }, blacklists);
      known.set(key, facts);
    }
    return facts;
  };
  const judged = { settings, blacklistVersions: blacklistVersionIds(blacklists), now: context.now };
  const outcomeOf = (record: CsvRecord) => recordOutcome(record, input, judged, factsOf);

  for (let start = 0; start < input.records.length; start += CHUNK) {
    context.signal?.throwIfAborted();
    const chunk = input.records.slice(start, start + CHUNK);
    const outcomes = await mapWithConcurrency(chunk, CONCURRENCY, outcomeOf);
    for (const [index, outcome] of outcomes.entries()) {
      yield outputRow((chunk[index] as CsvRecord).cells, input.width, outcome, context);
    }
  }
}

/** What every record of a file is judged with: the settings, the black-list versions in force, the instant. */
interface Judged {
  settings: PrecheckSettings;
  blacklistVersions: ReturnType<typeof blacklistVersionIds>;
  now: Date;
}

async function recordOutcome(
  record: CsvRecord,
  input: EnrichmentInput,
  { settings, blacklistVersions, now }: Judged,
  factsOf: (identifiers: string[]) => Promise<SubjectFacts>,
): Promise<RecordOutcome> {
  if (record.unreadable) return { kind: 'unreadable', error: record.unreadable };
  const identifiers = subjectIdentifiers(record.cells, input.columns);
  if (identifiers.error) return { kind: 'invalid', identifiers };
  const ids = [...new Set([identifiers.taxCode, identifiers.vatNumber].filter((id): id is string => Boolean(id)))];
  const facts = await factsOf(ids);
  const profile = subjectProfile(identifiers, facts.customer);
  const decisionInput: DecisionInput = {
    request: {
      ...profile,
      taxCode: identifiers.taxCode,
      vatRegistrationNo: identifiers.vatNumber,
      // The console's precheck always runs this workflow (spec section 9): the file answers as it would.
      workflow: PRECHECK_WORKFLOW,
    },
    configuration: settings.configuration.file,
    whiteList: facts.whiteList,
    blackLists: facts.blackLists,
    customer: facts.customer,
    bureau: facts.bureau,
    prospectRisk: facts.prospectRisk,
    now,
  };
  const decision = decide(decisionInput);
  const snapshot = decisionSnapshot(decisionInput, { identifiers: ids, blacklistVersions, address: facts.address });
  return { kind: 'enriched', identifiers, profile, facts, decision, snapshot };
}
