import JSZip from 'jszip';
import { CUSTOMER_FEED_SEPARATOR } from '../../shared/customers/customer-feed';
import { CUSTOMER_FEED_FIELDS, CUSTOMER_NUMBER_FIELDS, type Customer } from '../../shared/customers/customer-fields';

const NUMBER_FIELDS = new Set<string>(CUSTOMER_NUMBER_FIELDS);

/** A number as a feed file writes it: with a decimal point ('1234.5') or Italian ('1.234,50'). */
function feedNumberText(value: number, italian: boolean): string {
  if (!italian) return String(value);
  const [whole = '', decimals = '00'] = Math.abs(value).toFixed(2).split('.');
  return `${value < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, '.')},${decimals}`;
}

/**
 * Customers as the lines of a feed file (header first), numbers in the file's one notation: a file
 * mixing both is refused whole.
 */
export function customerFeedLines(customers: readonly Customer[], notation: 'point' | 'italian' = 'italian'): string[] {
  const lines = [CUSTOMER_FEED_FIELDS.join(CUSTOMER_FEED_SEPARATOR)];
  for (const customer of customers) {
    const cells = CUSTOMER_FEED_FIELDS.map((field) => {
      const value = customer[field];
      if (value === null) return '';
      return NUMBER_FIELDS.has(field) ? feedNumberText(value as number, notation === 'italian') : String(value);
    });
    lines.push(cells.join(CUSTOMER_FEED_SEPARATOR));
  }
  return lines;
}

/** A feed file zipped, as the company's systems would drop it. */
export async function zippedFeed(lines: readonly string[]): Promise<Uint8Array> {
  const zip = new JSZip();
  zip.file('clienti.csv', `${lines.join('\r\n')}\r\n`);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
