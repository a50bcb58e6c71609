import type { Customer } from '../../../shared/customers/customer-fields';
import type { MicroSegment } from '../../../shared/enums';
import type { RequestLogRow } from '../../../shared/request-log/row';
import type { Market } from '../../../shared/roles';
import { drawCustomerFigures, type KnownProfile } from './customer-figures';
import { createCustomerIdentities } from './customer-identities';
import { MARKET_WEIGHTS } from './dossier';
import { generateDossiers } from './generator';
import { createPlaces } from './places';
import { createRandom, mixSeeds, seedOf, weighted } from './prng';
import type { RequestLogDataSet } from './request-log-data-sets';

/** The most customers one data set holds: a large Italian utility's book. */
export const MAX_SYNTHETIC_CUSTOMERS = 2_000_000;

export interface CustomerGeneratorOptions {
  /** How many customers, exactly (fewer only if the request logs alone would give more: never). */
  count: number;
  /** Same seed, same customers. */
  seed: number | string;
  /** K_DATA_CALCOLO_KPI of every customer: when the company's systems computed the figures. */
  kpiDate: string;
  /** The request logs whose customers come first, each as its subject (request-log-data-sets.ts). */
  requestLogs: readonly RequestLogDataSet[];
}

const MARKETS_DRAWN = weighted(Object.entries(MARKET_WEIGHTS) as [Market, number][]);

/** A fresh customer's code: 'CL' and eight digits, a shape no Siebel id ('1-…') and no demo code takes. */
export const freshCustomerCode = (index: number) => `CL${String(index + 1).padStart(8, '0')}`;

/** What a dossier's checks said of the customer: its figures should not contradict them. */
function knownProfile(dossier: readonly RequestLogRow[]): KnownProfile {
  if (dossier.some((row) => row.outputCode === 'EX303')) return 'arrears';
  if (dossier.some((row) => row.outputCode === 'EX302')) return 'negative';
  return undefined;
}

/**
 * Synthetic customers, lazily (memory flat but for the codes and identifiers of the request logs'
 * customers, kept to skip repeats). First every subject of the request logs whose checks carry a
 * Siebel customer id, in the logs' order, as the customer the checks named: that id as its code, the
 * row's scope as its market, its identity, names, micro segment and supply address. Then fresh
 * customers (customer-identities.ts) up to `count`. Deterministic by seed and request logs.
 */
export function* generateCustomers(options: CustomerGeneratorOptions): Generator<Customer> {
  const { count, kpiDate } = options;
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_SYNTHETIC_CUSTOMERS)
    throw new Error(`count must be an integer from 0 to ${MAX_SYNTHETIC_CUSTOMERS}: ${count}`);
  const seed = seedOf(options.seed);
  const figures = createRandom(mixSeeds(seed, 21));
  let emitted = 0;
  const codes = new Set<string>();
  const identifiers = new Set<string>();

  for (const dataSet of options.requestLogs) {
    for (const dossier of generateDossiers(dataSet)) {
      if (emitted >= count) return;
      const row = dossier[0] as RequestLogRow;
      const code = row.siebelCustomerId;
      const ids = [row.taxCode, row.vatRegistrationNo].filter((id): id is string => Boolean(id));
      if (!code || codes.has(code) || ids.some((id) => identifiers.has(id))) continue;
      codes.add(code);
      for (const id of ids) identifiers.add(id);
      const microSegment = (row.microSegmentDesc ?? 'PER') as MicroSegment;
      yield {
        A_CODICE_CLIENTE: code,
        A_CODICE_FISCALE: row.taxCode,
        A_PARTITA_IVA: row.vatRegistrationNo,
        A_MERCATO: row.scope,
        A_RAGIONE_SOCIALE: row.companyName,
        A_COGNOME: row.surname,
        A_NOME: row.name,
        A_MICRO_SEGMENTO_DESC: microSegment,
        ...drawCustomerFigures(figures, microSegment, row.companyName, kpiDate, knownProfile(dossier)),
        F_PROVINCIA: row.provinceCode,
        F_COMUNE: row.municipalityName,
        F_INDIRIZZO: row.dugStreetNo,
      };
      emitted += 1;
    }
  }

  const identities = createCustomerIdentities(createRandom(mixSeeds(seed, 22)));
  const places = createPlaces();
  const random = createRandom(mixSeeds(seed, 23));
  for (let index = 0; emitted < count; index += 1, emitted += 1) {
    const address = places.draw(random);
    const identity = identities.next(random, address.dugStreetNo);
    yield {
      A_CODICE_CLIENTE: freshCustomerCode(index),
      A_CODICE_FISCALE: identity.taxCode,
      A_PARTITA_IVA: identity.vatNumber,
      A_MERCATO: MARKETS_DRAWN.draw(random),
      A_RAGIONE_SOCIALE: identity.companyName,
      A_COGNOME: identity.surname,
      A_NOME: identity.name,
      A_MICRO_SEGMENTO_DESC: identity.microSegment,
      ...drawCustomerFigures(figures, identity.microSegment, identity.companyName, kpiDate, undefined),
      F_PROVINCIA: address.provinceCode,
      F_COMUNE: address.municipalityName,
      F_INDIRIZZO: address.dugStreetNo,
    };
  }
}
