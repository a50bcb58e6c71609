/**
 * The seed command's progress bar on stderr: percentage, rate and time left. On a terminal it redraws
 * one line in place; in a log (CI, a pipe) it prints a line every 10 % instead of thousands of redraws.
 */

const BAR_WIDTH = 24;
const REDRAW_MS = 100;

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '?';
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole}s`;
  if (whole < 3600) return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
  return `${Math.floor(whole / 3600)}h ${String(Math.floor((whole % 3600) / 60)).padStart(2, '0')}m`;
}

const number = (value: number) => Math.round(value).toLocaleString('en');

export interface ProgressState {
  phase: string;
  done: number;
  total: number;
  elapsedSeconds: number;
}

export function formatProgress({ phase, done, total, elapsedSeconds }: ProgressState): string {
  const fraction = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(fraction * BAR_WIDTH);
  const rate = elapsedSeconds > 0 ? done / elapsedSeconds : 0;
  const eta = done >= total ? 'done' : rate > 0 ? `ETA ${formatDuration((total - done) / rate)}` : 'ETA ?';
  return (
    `${phase.padEnd(10)} ${(fraction * 100).toFixed(1).padStart(5)}% ` +
    `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ` +
    `${number(done)}/${number(total)}  ${number(rate)}/s  ${eta}`
  );
}

export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/** An onProgress callback drawing on `stream`; each phase is timed from its first report. */
export function createProgressReporter(stream: ProgressStream, now: () => number = () => performance.now()) {
  let phase = '';
  let phaseStarted = 0;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let lastTenth = 0;
  let closed = false;
  return (done: number, total: number, current: string): void => {
    const time = now();
    if (current !== phase) {
      phase = current;
      phaseStarted = time;
      lastDraw = Number.NEGATIVE_INFINITY;
      lastTenth = 0;
      closed = false;
    }
    if (closed) return;
    const finished = done >= total;
    const line = () => formatProgress({ phase, done, total, elapsedSeconds: (time - phaseStarted) / 1000 });
    if (stream.isTTY) {
      if (!finished && time - lastDraw < REDRAW_MS) return;
      lastDraw = time;
      // \x1b[K clears what a longer previous line left behind.
      stream.write(`\r${line()}\x1b[K${finished ? '\n' : ''}`);
    } else {
      const tenth = total > 0 ? Math.floor((Math.min(done, total) * 10) / total) : 10;
      if (tenth <= lastTenth) return;
      lastTenth = tenth;
      stream.write(`${line()}\n`);
    }
    closed = finished;
  };
}
