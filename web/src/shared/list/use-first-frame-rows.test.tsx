// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_FRAME_ROWS, useFirstFrameRows } from './use-first-frame-rows';

/** What a list draws frame by frame: a screen's height of rows first, the whole page right after. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let drawn: number[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  drawn = [];
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

function Rows({ rows }: { rows: readonly number[] }) {
  const shown = useFirstFrameRows(rows);
  useEffect(() => {
    drawn.push(shown.length);
  });
  return <>{shown.join(',')}</>;
}

const page = (size: number, from = 0) => Array.from({ length: size }, (_, index) => from + index);

describe('useFirstFrameRows', () => {
  it.each([
    ['an empty list', 0],
    ['fewer rows than a screen holds', FIRST_FRAME_ROWS - 1],
    ['exactly a screen of rows', FIRST_FRAME_ROWS],
  ])('draws %s whole at once', (_case, size) => {
    act(() => root.render(<Rows rows={page(size)} />));
    expect(drawn).toEqual([size]);
    act(() => vi.runAllTimers());
    expect(drawn).toEqual([size]);
  });

  it('draws a page of 50 as a screen of rows, then the whole page after that frame', () => {
    act(() => root.render(<Rows rows={page(50)} />));
    expect(drawn).toEqual([FIRST_FRAME_ROWS]);
    act(() => vi.advanceTimersToNextFrame());
    // The frame is painted with the first rows; the rest wait for the task after it.
    expect(drawn).toEqual([FIRST_FRAME_ROWS]);
    act(() => vi.runAllTimers());
    expect(drawn).toEqual([FIRST_FRAME_ROWS, 50]);
  });

  it('never shortens a list again once it has shown a whole page (the next page, a new search)', () => {
    act(() => root.render(<Rows rows={page(50)} />));
    act(() => vi.runAllTimers());
    act(() => root.render(<Rows rows={page(100)} />));
    act(() => root.render(<Rows rows={page(50, 7)} />));
    expect(drawn).toEqual([FIRST_FRAME_ROWS, 50, 100, 50]);
  });

  it('leaves nothing behind when the list goes before its first frame', () => {
    act(() => root.render(<Rows rows={page(50)} />));
    act(() => root.unmount());
    expect(vi.getTimerCount()).toBe(0);
    root = createRoot(container);
  });
});
