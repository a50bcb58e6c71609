import { MS_PER_DAY } from '../italian-time';
import { validatePersonalTaxCode } from '../validators/tax-code';
import type { Attempt, AttemptFields } from './attempt';
import { type ChainEntry, type Link, linkAttempt } from './link';
import { linkKeysOf } from './link-keys';

/**
 * What the monitoring's tests build their attempts from: imported by tests only. Beside the code rather
 * than in test/support, since shared/ imports nothing outside itself (the Biome rule covers its tests).
 */

const OMOCODIA_LETTERS = 'LMNPQRSTUV';
const DIGIT_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

/**
 * An omocodic variant: the last `count` digit positions replaced by their letters, the check letter
 * recomputed. shared/ may not import the synthetic builders of infra/, so the check letter is the one
 * stdnum's validator accepts: the oracle is independent of the folding under test.
 */
export function omocodicVariant(code: string, count: number): string {
  const characters = code.slice(0, 15).split('');
  for (const position of DIGIT_POSITIONS.slice(-count)) {
    characters[position] = OMOCODIA_LETTERS.charAt(Number(characters[position]));
  }
  const first15 = characters.join('');
  const letter = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
    .split('')
    .find((candidate) => validatePersonalTaxCode(first15 + candidate) === undefined);
  if (!letter) throw new Error(`no check letter for ${first15}`);
  return first15 + letter;
}

/*
 * Tax codes as infra/local/synthetic's personTaxCode builds them (shared/ may not import infra/); each is
 * checked valid below, so a typo here fails loudly rather than testing a code no check would accept.
 */
export const ROMANO = 'RMNFNC90E48H501K'; // Francesca Romano, 1990-05-08, F, Roma
export const ROMEO = 'RMOFNC90E48H501B'; // Francesca Romeo, same birth data
export const ROSSI = 'RSSMRA85T10A562S'; // Mario Rossi, 1985-12-10, M
export const VERDI = 'VRDNNA92C55F205G'; // Anna Verdi, 1992-03-15, F, Milano
export const GIUSEPPE_ROMANO = 'RMNGPP60A20H501Z'; // Giuseppe Romano, 1960-01-20, M, Roma

export const ADDRESS = 'Via Nuova 5 Roma (RM)';
export const START = Date.parse('2026-11-02T09:00:00.000Z');
export const minutes = (count: number) => new Date(START + count * 60_000).toISOString();
export const days = (count: number) => new Date(START + count * MS_PER_DAY).toISOString();

export interface Spec extends Partial<AttemptFields> {
  id: number;
  at: string;
  light?: 'R' | 'V';
  code?: string;
}

/** A check of Francesca Romano unless told otherwise. */
export function attempt({ id, at, light = 'V', code = 'EX400', ...fields }: Spec): Attempt {
  return {
    id,
    at,
    trafficLight: light,
    outputCode: code,
    market: 'L',
    userId: 'anna.ferrari',
    channel: 'AGENZIA',
    agency: 'AG001',
    fields: {
      name: 'Francesca',
      surname: 'Romano',
      taxCode: ROMANO,
      vatRegistrationNo: null,
      companyName: null,
      subjectType: 'PF',
      microSegment: 'PER',
      address: ADDRESS,
      commodity: 'EE',
      paymentMode: 'RID',
      ...fields,
    },
  };
}

export const company = (spec: Spec): Attempt =>
  attempt({
    name: null,
    surname: null,
    taxCode: null,
    subjectType: 'PG',
    microSegment: 'SOC',
    vatRegistrationNo: '01234560587',
    companyName: 'Edilizia Tiberina S.r.l.',
    address: 'Via del Corso 1 Roma (RM)',
    ...spec,
  });

/**
 * Links the attempts one after the other as the checks do: each reads what its keys hold (the earlier
 * attempts' entries, with the chain each joined), links, and leaves its own entry under each of its keys.
 * Returns the last attempt's link.
 */
export function linkInTurn(attempts: readonly Attempt[]): Link {
  const store = new Map<string, ChainEntry[]>();
  let link: Link | undefined;
  for (const current of attempts) {
    const keys = linkKeysOf(current).map(({ key }) => key);
    const found = new Map(keys.map((key) => [key, [...(store.get(key) ?? [])]]));
    link = linkAttempt(current, found);
    for (const key of keys) store.set(key, [...(store.get(key) ?? []), { ...current, chain: link.chain }]);
  }
  if (!link) throw new Error('no attempts');
  return link;
}
