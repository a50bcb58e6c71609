/**
 * The product's validation texts (spec section 5), verbatim: the form shows them and the server answers
 * them in its 400s, so they live once, here. Typos included: they are the product's texts.
 */

export const REQUIRED_MESSAGE = 'Campo obbligatorio';

export const TAX_CODE_MESSAGES = {
  length: 'Deve essere di 16 caratteri',
  invalidCharacters: 'Il codice fiscale contiene dei caratteri non validi.',
  checkCharacter: 'Codice fiscale non corretto: il codice di controllo non corrisponde.',
  nameMismatch: 'Il Nome ed il Cognome non combaciano con il Codice Fiscale inserito',
  personOrLegalLength: 'Deve essere di 11 o 16 caratteri',
  /** Not a spec text (the spec has no date rule); worded like its check-letter message. */
  birthDate: 'Codice fiscale non corretto: la data di nascita non è valida.',
  /** Not a spec text: a legal person's 11 digits are a VAT number, whose taxpayer number is never zero. */
  zeroTaxpayerNumber: 'Codice fiscale non corretto: le prime sette cifre non possono essere tutte zero.',
} as const;

export const VAT_NUMBER_MESSAGES = {
  length: 'Deve essere di 11 caratteri',
  invalidCharacters: 'la parita iva contiene dei caratteri non validi.',
  checkDigit: 'Partita IVA non corretta: il codice di controllo non corrisponde.',
  /** Not a spec text: the taxpayer number (first seven digits) is never zero; worded like its check-digit message. */
  zeroTaxpayerNumber: 'Partita IVA non corretta: le prime sette cifre non possono essere tutte zero.',
} as const;

export const PRECHECK_FORM_MESSAGES = {
  microSegment: 'Specificare un microsegmento',
  paymentMode: 'Definire una modalità di pagamento',
  commodity: 'Definire una commodity',
  province: 'Scegliere una provincia',
  municipality: 'Scegliere un comune',
  street: 'Definire una via',
} as const;

export const CONFIGURATION_MESSAGES = {
  percentRange: 'deve essere compreso tra 1 e 100',
  positiveAmount: 'deve essere > 0',
  /** Not in the spec, which names no upper bound; an amount in euro, kept where a store and a form can hold it. */
  amountTooLarge: 'deve essere al massimo 1.000.000.000',
  /** Not in the spec: euro amounts have cents at most. */
  amountCents: 'al massimo due decimali',
  notANumber: 'Deve essere un numero',
  validityDaysRange: 'Deve essere maggiore di 0 e minore di 366',
  missingDefaults: 'devono essere presenti i valori di default',
  duplicates: 'sono presenti dei duplicati',
  noReason: 'Deve essere presente almeno una causale',
  /** Not in the spec, which names the 1 to 6 range without a text; worded like its percent message. */
  paymentScoreRange: 'deve essere compreso tra 1 e 6',
} as const;

/** The lists' date-range text (spec section 5 'Ranges'): the KPI button's and the API's 400. */
export const INVALID_RANGE_MESSAGE = 'Range temporale non valido';

/** A range whose start follows its end (not a spec text: the spec names the rule only). */
export const RANGE_ORDER_MESSAGE = 'La data di inizio non può essere successiva alla data di fine';

/** A day a request names (not spec texts: the spec has no date field typed by hand). */
export const DATE_MESSAGES = {
  invalid: 'Data non valida',
  outOfBounds: 'La data deve essere compresa tra il 01/01/2000 e il 31/12/2099',
} as const;

/** Free text a request carries (not spec texts: the spec's inputs cannot type these characters). */
export const TEXT_MESSAGES = {
  singleLine: 'Il testo contiene caratteri non ammessi (a capo, tabulazioni o caratteri di controllo)',
  multiLine: 'Il testo contiene caratteri non ammessi (caratteri di controllo)',
  base64: 'Il contenuto del file non è codificato in base64',
} as const;

/** The white-list insert (spec section 5 'White list insert'). */
export const WHITELIST_MESSAGES = {
  oneIdentifier: 'Attenzione! uno tra partita iva e codice fiscale deve essere inserito',
  /** Not a spec text: the reason is chosen from the CURRENT configuration's reasons, and a client may send another. */
  unknownReason: 'Causale non prevista dalla configurazione in vigore',
} as const;

/** The agency mapping (spec section 5 'Agency'; not spec texts: the spec names no rule on a code's characters). */
export const AGENCY_MESSAGES = {
  codeCharacters: 'Il codice agenzia può contenere solo lettere, cifre, punto, trattino e trattino basso',
} as const;
