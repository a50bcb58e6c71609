import {
  PRECHECK_RESULT_CODE_LABELS,
  PRECHECK_RESULT_CODES,
  RESULT_CODE_LABELS,
  type ResultCode,
  type Workflow,
} from '../../../shared/enums';
import { type Random, weighted } from './prng';

/**
 * What a check decided and how long it took. Proportions: EVOPRECHECK is most checks, then FULLCHECK,
 * PRECHECK and Business Decision, the *_NOSIC variants (no credit bureau) fewer; about a quarter red;
 * about 3 % ERROR. Result codes follow the light (V: EX301, EX400, EX406; R: the others), and the
 * precheck-only codes appear on PRECHECK and EVOPRECHECK checks only.
 */

export const WORKFLOW_WEIGHTS: Readonly<Record<Workflow, number>> = {
  EVOPRECHECK: 42,
  FULLCHECK: 20,
  PRECHECK: 12,
  BUSINESSDECISION: 9,
  EVOPRECHECK_NOSIC: 7,
  FULLCHECK_NOSIC: 6,
  BUSINESSDECISION_NOSIC: 4,
};
export const WORKFLOWS_DRAWN = weighted(Object.entries(WORKFLOW_WEIGHTS) as [Workflow, number][]);

/** A later check of the same dossier often moves one step along the sales process. */
const NEXT_STAGE: Readonly<Record<Workflow, Workflow>> = {
  PRECHECK: 'FULLCHECK',
  EVOPRECHECK: 'FULLCHECK',
  EVOPRECHECK_NOSIC: 'FULLCHECK_NOSIC',
  FULLCHECK: 'BUSINESSDECISION',
  FULLCHECK_NOSIC: 'BUSINESSDECISION_NOSIC',
  BUSINESSDECISION: 'BUSINESSDECISION',
  BUSINESSDECISION_NOSIC: 'BUSINESSDECISION_NOSIC',
};
export const nextStage = (workflow: Workflow) => NEXT_STAGE[workflow];

/** The precheck-only codes need the precheck's own rules, and the bureau ones need the bureau (not NOSIC). */
export const allowsPrecheckCodes = (workflow: Workflow) => workflow === 'PRECHECK' || workflow === 'EVOPRECHECK';

export const GREEN_CODES: readonly ResultCode[] = ['EX301', 'EX400', 'EX406'];
export const isGreen = (code: ResultCode) => GREEN_CODES.includes(code);
export const isPrecheckOnly = (code: ResultCode) => (PRECHECK_RESULT_CODES as readonly string[]).includes(code);
/** Codes that say the subject is already a customer (it then has a Siebel customer id). */
export const CUSTOMER_CODES: readonly ResultCode[] = ['EX302', 'EX303', 'EX305', 'EX306', 'EX406'];

/** Weights in percent of decided checks: 75 green, 25 red on either table. */
const PRECHECK_CODES = weighted<ResultCode>([
  ['EX400', 55],
  ['EX406', 12],
  ['EX301', 8],
  ['EX302', 3],
  ['EX303', 5],
  ['EX305', 2],
  ['EX306', 1.5],
  ['EX407', 1],
  ['EX408', 2],
  ['EX409', 3],
  ['EX401', 3],
  ['EX402', 2],
  ['EX404', 2.5],
]);
const OTHER_CODES = weighted<ResultCode>([
  ['EX400', 66],
  ['EX301', 9],
  ['EX302', 5],
  ['EX303', 6],
  ['EX305', 3],
  ['EX306', 2],
  ['EX407', 2],
  ['EX408', 3],
  ['EX409', 4],
]);

export const drawResultCode = (random: Random, workflow: Workflow): ResultCode =>
  (allowsPrecheckCodes(workflow) ? PRECHECK_CODES : OTHER_CODES).draw(random);

/** A dossier's code carried to a workflow that cannot give it: the nearest code that workflow can give. */
export function codeForWorkflow(code: ResultCode, workflow: Workflow): ResultCode {
  if (allowsPrecheckCodes(workflow) || !isPrecheckOnly(code)) return code;
  return code === 'EX406' ? 'EX400' : 'EX409';
}

const LABELS: Readonly<Record<ResultCode, string>> = { ...RESULT_CODE_LABELS, ...PRECHECK_RESULT_CODE_LABELS };
export const reasonOf = (code: ResultCode) => LABELS[code];

export const ERROR_SHARE = 0.03;
/** Share of ERROR rows where the check failed before deciding, so no light was given. */
export const UNDECIDED_ERROR_SHARE = 0.6;

/** Technical failures as the integration layer reports them. */
export const ERROR_DESCRIPTIONS = [
  'Timeout nella risposta del servizio SIC (30000 ms)',
  'Servizio credit bureau non disponibile: HTTP 503',
  'Errore di comunicazione con il CRM Siebel: connessione rifiutata',
  'Errore TIBCO BW-HTTP-100118: risposta non valida dal servizio anagrafica',
  // In words, never an AWS exception's name: a row's description is shown to users (and the fuzz oracle
  // refuses internals in any answer).
  'Scrittura del log richieste non riuscita: capacità della tabella superata',
  'Dati anagrafici incompleti restituiti dal servizio clienti',
  'Timeout nella lettura della configurazione PRECHECK_SAS',
] as const;

/** Median response times in ms: the precheck about a second, the full check about three. */
const MEDIAN_ELAPSED: Readonly<Record<Workflow, number>> = {
  PRECHECK: 900,
  EVOPRECHECK: 1100,
  EVOPRECHECK_NOSIC: 650,
  FULLCHECK: 3000,
  FULLCHECK_NOSIC: 1900,
  BUSINESSDECISION: 2200,
  BUSINESSDECISION_NOSIC: 1400,
};

/** Log-normal around the workflow's median with a long tail; failures are either quick or timeouts. */
export function drawElapsed(random: Random, workflow: Workflow, failed: boolean): number {
  if (failed && random.chance(0.5)) return 30_000 + random.int(1500);
  let elapsed = random.logNormal(MEDIAN_ELAPSED[workflow], 0.45);
  if (random.chance(0.03)) elapsed *= 3 + random.next() * 6;
  return Math.max(80, Math.round(elapsed));
}

/** Score-card and credit-bureau classes, present only where the workflow computes them. */
export function drawClasses(random: Random, workflow: Workflow, green: boolean) {
  const full = workflow.startsWith('FULLCHECK') || workflow.startsWith('BUSINESSDECISION');
  const bureau = !workflow.endsWith('_NOSIC');
  const scoreClass = green ? random.between(1, 6) : random.between(5, 10);
  return {
    scoreCardTrafficLight: full ? (scoreClass <= 4 ? 'V' : scoreClass <= 7 ? 'G' : 'R') : null,
    scoreCardClass: full ? String(scoreClass) : null,
    sicClass: bureau ? (green ? random.pick(['A', 'B', 'C']) : random.pick(['C', 'D', 'E'])) : null,
  };
}
