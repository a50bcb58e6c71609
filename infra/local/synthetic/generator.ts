import type { RequestLogRow } from '../../../shared/request-log/row';
import { DEMO_DECISION_HISTORY } from '../demo/demo-versions';
import { createCalendar, endInstant } from './calendar';
import { createOperators } from './channels';
import { type DecisionHistory, versionsInForceOf } from './decision-history';
import { dossierRows } from './dossier';
import { createIdentities } from './identities';
import { createPlaces } from './places';
import { createRandom, mixSeeds, seedOf } from './prng';
import { repeatsOf } from './repeats';
import { createSubjects } from './subjects';

/**
 * The most rows one data set holds: beyond about 5.5 million rows the 2.3 million unique people of
 * identities.ts run out.
 */
export const MAX_SYNTHETIC_ROWS = 5_000_000;

export interface GeneratorOptions {
  /** How many rows, exactly. */
  count: number;
  /** Same seed, same rows. */
  seed: number | string;
  /**
   * The last instant a row may have; rows span the 365 Italian days ending on its day. A YYYY-MM-DD
   * day means the end of that day in Italy.
   */
  endDate: Date | string;
  /** idRequest of the first row; the others follow one by one. Default 1. */
  firstId?: number;
  /** Usernames that run some of the staff's checks (the demo users, so a demo login finds its own). */
  featuredUsers?: readonly string[];
  /** The versions in force over time, which the checks record they were decided with. Default: the demo's. */
  history?: DecisionHistory;
}

/**
 * Synthetic request-log rows, one dossier (a subject's checks) at a time: each yielded array holds
 * every check of one subject, which no other dossier shares, so aggregates can be computed dossier by
 * dossier. Lazily generated: memory stays flat whatever the count. A dossier's array also holds its
 * repeats (repeats.ts): the same subject again on another channel or under a corrected name, and a
 * family member at the same address, so the subjects of one array are still found in no other.
 */
export function* generateDossiers(options: GeneratorOptions): Generator<RequestLogRow[]> {
  for (const { rows } of generateLabelledDossiers(options)) yield rows;
}

/** A dossier's rows with, beside them and never in them, which subject each row is of. */
export interface LabelledDossier {
  rows: RequestLogRow[];
  /** The subject of each row, same index: equal keys are one subject (the ground truth of linking). */
  subjectKeys: number[];
}

/** The dossiers of generateDossiers with the ground truth of who is who (the linking's benchmark). */
export function* generateLabelledDossiers(options: GeneratorOptions): Generator<LabelledDossier> {
  const { count, endDate, firstId = 1, featuredUsers = [] } = options;
  if (!Number.isSafeInteger(count) || count < 0 || count > MAX_SYNTHETIC_ROWS)
    throw new Error(`count must be an integer from 0 to ${MAX_SYNTHETIC_ROWS}: ${count}`);
  const seed = seedOf(options.seed);
  // Separate streams for the fixed set-up, so adding a draw to the rows never changes the identities.
  const identities = createIdentities(createRandom(mixSeeds(seed, 1)));
  const operators = createOperators(createRandom(mixSeeds(seed, 2)), featuredUsers);
  const subjects = createSubjects(identities, createPlaces());
  const calendar = createCalendar(endInstant(endDate), createRandom(mixSeeds(seed, 4)));
  const context = {
    calendar,
    operators,
    facts: createRandom(mixSeeds(seed, 5)),
    versionsAt: versionsInForceOf(options.history ?? DEMO_DECISION_HISTORY),
  };
  const random = createRandom(mixSeeds(seed, 3));
  // The repeats draw from streams of their own: the dossiers stay those drawn before repeats existed.
  const repeating = createRandom(mixSeeds(seed, 6));
  const repeatCalendar = createCalendar(endInstant(endDate), createRandom(mixSeeds(seed, 7)));
  const repeatContext = { ...context, facts: createRandom(mixSeeds(seed, 8)) };

  let emitted = 0;
  let subjectKey = 0;
  while (emitted < count) {
    const subject = subjects.next(random);
    const rows = dossierRows(random, subject, context, count - emitted, firstId + emitted);
    const key = subjectKey++;
    const subjectKeys = rows.map(() => key);
    for (const repeat of repeatsOf(repeating, subject, rows, subjects.relative)) {
      const limit = count - emitted - rows.length;
      if (limit <= 0 || repeat.at > repeatCalendar.end) continue;
      const at = repeat.at;
      const calendar = { ...repeatCalendar, drawInstant: () => at };
      const more = dossierRows(
        repeating,
        repeat.subject,
        { ...repeatContext, calendar },
        limit,
        firstId + emitted + rows.length,
        repeat.fixed,
      );
      const moreKey = repeat.same ? key : subjectKey++;
      rows.push(...more);
      subjectKeys.push(...more.map(() => moreKey));
    }
    yield { rows, subjectKeys };
    emitted += rows.length;
  }
}

/** The same rows one by one. */
export function* generateRequestLogRows(options: GeneratorOptions): Generator<RequestLogRow> {
  for (const dossier of generateDossiers(options)) yield* dossier;
}
