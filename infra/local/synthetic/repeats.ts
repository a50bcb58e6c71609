import type { AcquisitionChannel } from '../../../shared/enums';
import type { RequestLogRow } from '../../../shared/request-log/row';
import { AGENCIES, type Agency, CHANNEL_PROFILES, CHANNELS } from './channels';
import type { DossierFixed } from './dossier';
import type { Random } from './prng';
import type { Subject } from './subjects';
import { renamedTaxCode } from './tax-code';

/**
 * The repeats a monitoring of repeated checks must see through (docs/monitoring.md 'Linking'), drawn
 * after each dossier from a stream of their own: the same person on another channel, a typo corrected,
 * a family member at the same address (another person, never to be linked), a company's name spelled
 * otherwise with the same VAT number, and a red answered green minutes later once the name was edited,
 * far more often at one agency, and most at one of its operators, than anywhere else (the pattern 'who repeats' must find).
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** Shares of dossiers followed by each repeat: modest, as in a real log. */
export const REPEAT_SHARES = {
  otherChannel: 0.02,
  typo: 0.015,
  relative: 0.01,
  companyRespelled: 0.03,
  /** Of the red dossiers of people, anywhere. */
  editToGreen: 0.004,
  /** Of the red dossiers of people checked by the seeded agency's other operators. */
  seededAgencyEditToGreen: 0.3,
  /** Of the red dossiers of people checked by the seeded operator. */
  seededEditToGreen: 1,
} as const;

/**
 * The agency whose reds turn green after an edit far more often than the rest, and its operator who
 * types those edited retries for the whole agency: 'who repeats' must mark both first.
 */
const SEEDED_AGENCY = AGENCIES[11] as Agency;
export const SEEDED_EDITS = { agency: SEEDED_AGENCY.code, user: `${SEEDED_AGENCY.code.toLowerCase()}.op7` } as const;

/** A repeat: the subject checked again (`same`: the same subject for the ground truth), when, how. */
export interface Repeat {
  subject: Subject;
  same: boolean;
  at: number;
  fixed: DossierFixed;
}

const LETTERS = 'abcdefghilmnoprstuvz';

/** One letter of a name changed (never the first: people mistype inside a word). */
export function misspelled(random: Random, word: string): string {
  const at = 1 + random.int(Math.max(1, word.length - 1));
  const current = word.charAt(at).toLowerCase();
  let letter = LETTERS.charAt(random.int(LETTERS.length));
  if (letter === current) letter = letter === 'a' ? 'e' : 'a';
  return word.slice(0, at) + letter + word.slice(at + 1);
}

/**
 * The subject with its name or surname altered, and the tax code of the same birth data under the
 * altered name: the same code when the letters it takes did not change, else a new valid one (the
 * precheck refuses a name its tax code does not match).
 */
function renamed(random: Random, subject: Subject): Subject {
  const surnameChanged = random.chance(0.5);
  const surname = surnameChanged ? misspelled(random, subject.surname ?? '') : (subject.surname ?? '');
  const name = surnameChanged ? (subject.name ?? '') : misspelled(random, subject.name ?? '');
  return {
    ...subject,
    surname,
    name,
    taxCode: subject.taxCode ? renamedTaxCode(subject.taxCode, surname, name) : subject.taxCode,
  };
}

/** 'S.r.l.' ↔ 'S.R.L.' ↔ 'SRL': the same legal form typed another way. */
function respelled(name: string): string | null {
  const forms: [RegExp, string][] = [
    [/S\.r\.l\.s\./, 'S.R.L.S.'],
    [/S\.r\.l\./, 'S.R.L.'],
    [/S\.p\.A\./, 'SPA'],
    [/S\.n\.c\./, 'snc'],
    [/S\.a\.s\./, 'S.A.S.'],
  ];
  for (const [form, other] of forms) if (form.test(name)) return name.replace(form, other);
  return null;
}

const otherChannel = (random: Random, channel: AcquisitionChannel) => {
  for (;;) {
    const drawn = CHANNELS.draw(random);
    if (drawn !== channel) return drawn;
  }
};

/** The repeats that follow a dossier, drawn from `random` whatever they turn out to be. */
export function repeatsOf(
  random: Random,
  subject: Subject,
  rows: readonly RequestLogRow[],
  relative: (random: Random, of: Subject) => Subject,
): Repeat[] {
  const first = rows[0];
  const last = rows.at(-1);
  const roll = random.next();
  const edit = random.next();
  const gap = random.next();
  if (!first || !last) return [];
  const after = new Date(last.requestDate).getTime();
  const person = subject.subjectTypeC === 'PF';
  const repeats: Repeat[] = [];
  const shares = REPEAT_SHARES;
  if (person && roll < shares.otherChannel) {
    const channel = otherChannel(random, first.acquisitionChannel as AcquisitionChannel);
    repeats.push({ subject, same: true, at: after + HOUR_MS + gap * 10 * DAY_MS, fixed: { channel } });
  } else if (person && roll < shares.otherChannel + shares.typo) {
    repeats.push({
      subject: renamed(random, subject),
      same: true,
      at: after + 2 * MINUTE_MS + gap * 3 * HOUR_MS,
      fixed: sameWho(first),
    });
  } else if (person && roll < shares.otherChannel + shares.typo + shares.relative) {
    repeats.push({ subject: relative(random, subject), same: false, at: after + gap * 30 * DAY_MS, fixed: {} });
  } else if (!person && roll < shares.companyRespelled && subject.companyName) {
    const name = respelled(subject.companyName);
    if (name)
      repeats.push({
        subject: { ...subject, companyName: name },
        same: true,
        at: after + gap * 20 * DAY_MS,
        fixed: {},
      });
  }
  const editShare =
    first.userId === SEEDED_EDITS.user
      ? shares.seededEditToGreen
      : first.acquisitionAgency === SEEDED_EDITS.agency
        ? shares.seededAgencyEditToGreen
        : shares.editToGreen;
  if (person && last.trafficLight === 'R' && edit < editShare) {
    repeats.push({
      subject: renamed(random, subject),
      same: true,
      at: after + 3 * MINUTE_MS + gap * 20 * MINUTE_MS,
      fixed: { ...seededRetyping(sameWho(last)), code: 'EX301', size: 1 },
    });
  }
  return repeats;
}

/** At the seeded agency, the seeded operator types every edited retry, whoever got the red. */
function seededRetyping(who: DossierFixed): DossierFixed {
  if (who.who?.agency?.code !== SEEDED_EDITS.agency) return who;
  return { ...who, who: { ...who.who, operator: SEEDED_EDITS.user } };
}

/** The same channel, agency and operator as a row: a correction is typed where the check was. */
function sameWho(row: RequestLogRow): DossierFixed {
  const channel = row.acquisitionChannel as AcquisitionChannel;
  const agency = AGENCIES.find(({ code }) => code === row.acquisitionAgency) ?? null;
  return {
    channel,
    who: { agency: CHANNEL_PROFILES[channel].type === 'INDIRETTO' ? agency : null, operator: row.userId ?? '' },
  };
}
