import { useEffect, useState } from 'react';

/**
 * The rows a list draws in its first frame: a screen's height of them (900 px of 50 px rows shows about
 * fourteen under the filters), so a page's first rows are on screen without waiting for the other rows of
 * its page to be built (a page of 50 takes the main thread for half a second in Cloudscape's table). The
 * rest follow in the next task, after that frame is painted, and from then on every row is drawn at once:
 * a list that has shown its whole page once never shortens again.
 */
export const FIRST_FRAME_ROWS = 20;

export function useFirstFrameRows<Row>(rows: readonly Row[]): readonly Row[] {
  const [whole, setWhole] = useState(false);
  const pending = !whole && rows.length > FIRST_FRAME_ROWS;
  useEffect(() => {
    if (!pending) return;
    // After the next paint: a frame's callback runs before it is painted, a timeout set there after it.
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timeout = setTimeout(() => setWhole(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timeout !== undefined) clearTimeout(timeout);
    };
  }, [pending]);
  return pending ? rows.slice(0, FIRST_FRAME_ROWS) : rows;
}
