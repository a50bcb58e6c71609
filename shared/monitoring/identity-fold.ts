/**
 * How the repeated-checks monitoring compares what people type: names folded to upper case without
 * accents or punctuation, companies' legal forms dropped, tax codes with omocodia undone
 * (docs/monitoring.md 'Linking').
 */

/** Upper case, accents and punctuation folded, spaces collapsed: 'D’Angelo, Nicolò' → 'D ANGELO NICOLO'. */
export function foldText(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

/**
 * Legal-form words a company name is written with or without ('S.r.l.', 'srl', 'S.R.L.', 'Società a
 * responsabilità limitata'): dropped once the dots are gone, so the spellings of one name meet.
 */
const LEGAL_FORM_WORDS = new Set([
  'SRL',
  'SRLS',
  'SPA',
  'SAPA',
  'SAS',
  'SNC',
  'SS',
  'SCARL',
  'SCRL',
  'SCPA',
  'SOC',
  'COOP',
  'ONLUS',
  'SOCIETA',
  'COOPERATIVA',
  'RESPONSABILITA',
  'LIMITATA',
  'SEMPLIFICATA',
  'PER',
  'AZIONI',
  'IN',
  'NOME',
  'COLLETTIVO',
  'ACCOMANDITA',
  'SEMPLICE',
  'A',
  'R',
  'L',
  'S',
  'P',
  'E',
  'C',
  'DI',
]);

/** A company's or condominium's name with its legal form and punctuation folded away. */
export function foldCompanyName(name: string | null | undefined): string {
  // Dotted abbreviations first: 'S.r.l.' is one word once its dots go, not three letters.
  const undotted = (name ?? '').replace(/\b([A-Za-z])\.(?=[A-Za-z]\.?)/g, '$1');
  return foldText(undotted)
    .split(' ')
    .filter((word) => word && !LEGAL_FORM_WORDS.has(word))
    .join(' ');
}

/** The omocodia letters (DM 12/03/1974 art. 8): a digit of the birth data replaced, in this order 0–9. */
const OMOCODIA_LETTERS = 'LMNPQRSTUV';
/** The positions (0-based) of the tax code's digits that omocodia may replace. */
const OMOCODIA_POSITIONS = [6, 7, 9, 10, 12, 13, 14];

const PERSON_TAX_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** Whether a (valid) identifier is a person's sixteen-character tax code. */
export const isPersonTaxCode = (identifier: string) => PERSON_TAX_CODE.test(identifier.toUpperCase());

/**
 * One subject's identifier however it was issued: a person's tax code with its omocodia letters turned
 * back into digits and without its check letter (which omocodia changes), anything else upper-cased.
 * The omocodic variants of one tax code thus share one identifier; the code itself was validated by the
 * precheck (stdnum's `it.codicefiscale`), so only the folding is ours.
 */
export function canonicalIdentifier(identifier: string): string {
  const upper = identifier.trim().toUpperCase();
  if (!isPersonTaxCode(upper)) return upper;
  const characters = upper.slice(0, 15).split('');
  for (const position of OMOCODIA_POSITIONS) {
    const letter = OMOCODIA_LETTERS.indexOf(characters[position] as string);
    if (letter >= 0) characters[position] = String(letter);
  }
  return characters.join('');
}

/**
 * A person's birth data as the tax code writes it: its characters 7–15 (year, month, day with the sex
 * folded in, birthplace), omocodia undone. Null for anything but a person's tax code.
 */
export function birthDataOf(taxCode: string | null | undefined): string | null {
  if (!taxCode || !isPersonTaxCode(taxCode)) return null;
  return canonicalIdentifier(taxCode).slice(6, 15);
}
