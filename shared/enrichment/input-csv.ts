import type { FileSeparator } from '../enums';

/**
 * Reading the CSV people upload for enrichment: Excel's CSV as it comes, so cells may be quoted (with
 * `""` for a quote and line breaks inside quotes), lines end in CRLF, LF or a lone CR, and a stray quote
 * must not swallow the rest of the file.
 */

export interface CsvRecord {
  /** 1-based line where the record starts, for messages. */
  line: number;
  cells: string[];
  /** Set when the record could not be read; its cells then hold the raw line as one cell. */
  unreadable?: string;
}

export const UNCLOSED_QUOTE = 'Riga non leggibile: virgolette aperte e mai chiuse.';

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * The records of a CSV text, blank lines (or lines of empty cells) left out. A quoted cell left open
 * at the end of the file makes its first line an unreadable record and reading resumes on the next
 * line, so one broken line costs one record, not the rest of the file.
 */
export function* csvRecords(text: string, separator: FileSeparator): Generator<CsvRecord> {
  let position = 0;
  let line = 1;
  while (position < text.length) {
    const parsed = parseRecord(text, position, separator);
    if (parsed.unclosed) {
      const lineEnd = nextLineStart(text, position);
      const raw = text.slice(position, lineEnd.start - lineEnd.breakLength);
      yield { line, cells: [raw], unreadable: UNCLOSED_QUOTE };
      position = lineEnd.start;
      line += 1;
      continue;
    }
    if (!isBlank(parsed.cells)) yield { line, cells: parsed.cells };
    line += parsed.lines;
    position = parsed.end;
  }
}

/** Where the line starting at `from` ends (after its break) and how long its break is. */
function nextLineStart(text: string, from: number): { start: number; breakLength: number } {
  for (let index = from; index < text.length; index++) {
    const char = text[index];
    if (char === '\n') return { start: index + 1, breakLength: 1 };
    if (char === '\r')
      return text[index + 1] === '\n' ? { start: index + 2, breakLength: 2 } : { start: index + 1, breakLength: 1 };
  }
  return { start: text.length, breakLength: 0 };
}

interface Parsed {
  cells: string[];
  /** Index after the record's line break. */
  end: number;
  /** Line breaks consumed, those inside quotes included. */
  lines: number;
  unclosed: boolean;
}

function parseRecord(text: string, start: number, separator: string): Parsed {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  let lines = 0;
  let index = start;
  while (index < text.length) {
    const char = text[index] as string;
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) lines += 1;
        cell += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && cell === '') {
      // Only a quote opening a cell quotes it; elsewhere it is an ordinary character (Excel's leniency).
      quoted = true;
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      cells.push(cell);
      const end = char === '\r' && text[index + 1] === '\n' ? index + 2 : index + 1;
      return { cells, end, lines: lines + 1, unclosed: false };
    } else {
      cell += char;
    }
    index += 1;
  }
  cells.push(cell);
  return { cells, end: text.length, lines, unclosed: quoted };
}
