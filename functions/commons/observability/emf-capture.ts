/**
 * For tests: the embedded-metric-format lines the functions write while a capture runs. Powertools
 * writes them to process.stdout itself (not through console), as in Lambda; the capture takes those
 * lines off stdout and lets everything else through.
 */

export interface EmfLine {
  _aws: {
    Timestamp: number;
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  [field: string]: unknown;
}

export interface EmfCapture {
  readonly lines: readonly EmfLine[];
  stop(): void;
}

function emfLine(text: string): EmfLine | undefined {
  if (!text.startsWith('{"_aws"')) return undefined;
  try {
    return JSON.parse(text) as EmfLine;
  } catch {
    return undefined;
  }
}

export function captureEmf(): EmfCapture {
  const lines: EmfLine[] = [];
  const write = process.stdout.write;
  process.stdout.write = function capture(this: NodeJS.WriteStream, chunk: unknown, ...rest: unknown[]) {
    const text = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
    const found = text.split('\n').map(emfLine);
    if (found.length > 0 && found.every((line, index) => line || text.split('\n')[index] === '')) {
      lines.push(...found.filter((line): line is EmfLine => Boolean(line)));
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      callback?.();
      return true;
    }
    return write.call(this, chunk as string, ...(rest as []));
  } as typeof process.stdout.write;
  return {
    lines,
    stop: () => {
      process.stdout.write = write;
    },
  };
}

/** The lines of a metric, whose dimension sets include `dimensions` (names and values), if given. */
export function linesOf(lines: readonly EmfLine[], name: string, dimensions: Record<string, string> = {}): EmfLine[] {
  return lines.filter((line) => {
    const directive = line._aws.CloudWatchMetrics[0];
    if (!directive?.Metrics.some((metric) => metric.Name === name)) return false;
    const names = Object.keys(dimensions);
    const hasSet = directive.Dimensions.some((set) => names.every((dimension) => set.includes(dimension)));
    return hasSet && names.every((dimension) => line[dimension] === dimensions[dimension]);
  });
}

/** The total of a metric over the lines (a value repeated in one line is an array). */
export function totalOf(lines: readonly EmfLine[], name: string, dimensions: Record<string, string> = {}): number {
  return linesOf(lines, name, dimensions)
    .flatMap((line) => [line[name]].flat() as number[])
    .reduce((sum, value) => sum + value, 0);
}
