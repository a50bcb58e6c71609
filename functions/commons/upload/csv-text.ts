/** The uploaded bytes as text: the part of reading an uploaded CSV (enrichment, black list) that only the server does. */
export class NotTextError extends Error {
  constructor() {
    super('The file is not text');
    this.name = 'NotTextError';
  }
}

const BOM = '\uFEFF';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Windows-1252 is Latin-1 but for 0x80-0x9F, where it has '€', curly quotes and dashes. Node's own
 * 'windows-1252' decoder reads those bytes as Latin-1 control characters, so they are mapped here.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
const windows1252 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009F]/g, (char) => CP1252_HIGH[char.charCodeAt(0) - 0x80] as string);

/**
 * The file's text. UTF-8 (a BOM stripped) is the rule; a file that is not valid UTF-8 is read as
 * Windows-1252, the encoding Excel on Windows saves 'CSV' in, so accents in names survive either way.
 * A NUL byte means a binary file (a spreadsheet zipped by mistake): not a CSV.
 */
export function csvText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new NotTextError();
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    text = windows1252(bytes);
  }
  return text.startsWith(BOM) ? text.slice(1) : text;
}
