/**
 * Splitting a customer feed into parts of rows while it streams in: each part is the header line and
 * the next `partRows` records, verbatim (blank lines kept, so a line number in a part leads back to
 * the file's). A record ends at a line break outside quotes: a quoted cell spanning lines stays in one
 * part. Memory holds one part, whatever the file's size.
 */

export interface FeedPart {
  /** 1-based, in file order. */
  index: number;
  /** The file's header line. */
  header: string;
  /** The part's lines, without the header. */
  text: string;
  /** Line of the file where the part's first line is. */
  firstLine: number;
  /** Records (non-blank) in the part. */
  rows: number;
}

const quotes = (line: string) => {
  let count = 0;
  for (let index = line.indexOf('"'); index !== -1; index = line.indexOf('"', index + 1)) count += 1;
  return count;
};

/** The parts of a text arriving in chunks (a BOM at the start dropped, CRLF read as LF). */
export async function* feedParts(chunks: AsyncIterable<string>, partRows: number): AsyncGenerator<FeedPart> {
  let header: string | undefined;
  let pending = '';
  let lines: string[] = [];
  let rows = 0;
  let lineNumber = 0;
  let firstLine = 2;
  let index = 0;
  // A record open across lines: an odd number of quotes so far.
  let open = false;
  let started = false;

  const take = (line: string): FeedPart | undefined => {
    lineNumber += 1;
    if (header === undefined) {
      header = line;
      firstLine = lineNumber + 1;
      return undefined;
    }
    lines.push(line);
    const wasOpen = open;
    if (quotes(line) % 2 === 1) open = !open;
    if (!wasOpen && line.trim() !== '') rows += 1;
    if (open || rows < partRows) return undefined;
    return flush();
  };
  const flush = (): FeedPart | undefined => {
    if (rows === 0) return undefined;
    index += 1;
    const part = { index, header: header ?? '', text: lines.join('\n'), firstLine, rows };
    lines = [];
    rows = 0;
    firstLine = lineNumber + 1;
    return part;
  };

  for await (let chunk of chunks) {
    if (!started) {
      started = true;
      if (chunk.startsWith('\uFEFF')) chunk = chunk.slice(1);
    }
    pending += chunk;
    const split = pending.split('\n');
    pending = split.pop() ?? '';
    for (const line of split) {
      const part = take(line.endsWith('\r') ? line.slice(0, -1) : line);
      if (part) yield part;
    }
  }
  if (pending !== '') {
    const part = take(pending.endsWith('\r') ? pending.slice(0, -1) : pending);
    if (part) yield part;
  }
  const last = flush();
  if (last) yield last;
}

/** A part as the CSV file it is stored as: the file's header, then the part's lines. */
export const partCsv = (part: FeedPart) => `${part.header}\n${part.text}\n`;
