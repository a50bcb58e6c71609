import type { TFunction } from 'i18next';
import {
  CUSTOMER_DATE_FIELDS,
  CUSTOMER_MONEY_FIELDS,
  type Customer,
  type CustomerFeedField,
} from '../../../../shared/customers/customer-fields';
import { formatDate, formatEuro, formatNumber } from '../../../../shared/format/italian-format';

/**
 * How a customer's field reads on screen, the same in Vista Clienti and on the customer's page: money in
 * euro and dates in the Italian format, codes by their names in the console's language ('L' → 'Free market',
 * class '1' → '1 - Excellent'), flags as yes or no, and the words of the feed ('IN LIQUIDAZIONE',
 * 'SOCIETA’ A RESPONSABILITA’ LIMITATA') as the catalogue names them, else at least not in capitals.
 */

/** What a field the feed left empty shows. */
export const NO_VALUE = '-';

/** Codes named by a filter's options: the catalogue path of their names, and whether the code stays in front. */
const CODE_NAMES: Partial<Record<CustomerFeedField, { path: string; withCode?: true }>> = {
  A_MERCATO: { path: 'list.options.market' },
  A_MICRO_SEGMENTO_DESC: { path: 'list.options.microSegment' },
  A_MACRO_SEGMENTO_DESC: { path: 'clientsList.options.macroSegment' },
  K_STATO_CLIENTE: { path: 'clientsList.options.clientStatus' },
  // The number is what analysts know the class and the index by; the word says which end is good.
  K_ANDAMENTALE_CLASSE: { path: 'clientsList.options.performanceClass', withCode: true },
  K_INDICE_DUNNING: { path: 'clientsList.options.dunningIndex', withCode: true },
};

/** Yes/no flags of the feed ('SI'/'NO', 'S'/'N', true/false). */
const FLAG_FIELDS: readonly CustomerFeedField[] = [
  'A_PRESENZA_PDR',
  'C_PROTESTI_SI_NO',
  'C_PREGIUD_SI_NO',
  'C_PROCED_PRESENZA',
];

/** Fields whose values are words of the feed, named in `clientsList.feedValues.<field>.<VALUE_KEY>`. */
const WORDED_FIELDS: readonly CustomerFeedField[] = [
  'C_FORMA_GIURIDICA',
  'C_STATO_ATTIVITA',
  'C_DESCRIZIONE_ATECO_07',
  'K_RECUPERABILITA_CLASSE',
  'S_CLASSE_CGS_DESC',
];

/** A bureau flag as the feed writes it ('SI'/'NO', 'S'/'N', true/false): yes, no, or not known. */
export function yesNo(value: string | null | undefined): 'yes' | 'no' | null {
  const flag = value?.trim().toUpperCase();
  if (flag === 'SI' || flag === 'SÌ' || flag === 'S' || flag === 'TRUE' || flag === '1') return 'yes';
  if (flag === 'NO' || flag === 'N' || flag === 'FALSE' || flag === '0') return 'no';
  return null;
}

/** The catalogue key of a word of the feed: 'SOCIETA’ A RESPONSABILITA’ LIMITATA' → 'SOCIETA_A_RESPONSABILITA_LIMITATA'. */
export function feedValueKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** A text the feed wrote in capitals, in sentence case ('IN LIQUIDAZIONE' → 'In liquidazione'); others as they are. */
export function sentenceCase(value: string): string {
  if (!/\p{Lu}/u.test(value) || value !== value.toUpperCase()) return value;
  const lower = value.toLocaleLowerCase('it');
  return lower.charAt(0).toLocaleUpperCase('it') + lower.slice(1);
}

export function customerValueText<Field extends CustomerFeedField>(
  field: Field,
  value: Customer[Field] | undefined,
  t: TFunction,
): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'number')
    return (CUSTOMER_MONEY_FIELDS as readonly string[]).includes(field) ? formatEuro(value) : formatNumber(value);
  if ((CUSTOMER_DATE_FIELDS as readonly string[]).includes(field)) return formatDate(value) || value;
  const coded = CODE_NAMES[field];
  if (coded) {
    const name = t(`${coded.path}.${value}`, { defaultValue: '' });
    if (!name) return value;
    return coded.withCode ? `${value} - ${name}` : name;
  }
  if (FLAG_FIELDS.includes(field)) {
    const flag = yesNo(value);
    return flag ? t(`clientsList.feedValues.flags.${flag}`) : value;
  }
  if (WORDED_FIELDS.includes(field))
    return t(`clientsList.feedValues.${field}.${feedValueKey(value)}`, { defaultValue: '' }) || sentenceCase(value);
  return value;
}
