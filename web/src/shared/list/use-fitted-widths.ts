import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type ColumnWidth, fitColumnWidths, widthsKey } from './fit-columns';

function horizontalPadding(element: Element): number {
  const style = getComputedStyle(element);
  return (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
}

/** Cloudscape's selection column (its checkbox or radio), in px. */
export const SELECTION_COLUMN_WIDTH = 40;

/**
 * The widths of the columns shown, fitted to the width the table has (fit-columns.ts), measured on the
 * element `ref` is given and again whenever it changes size. `reserved` is what columns outside
 * `columns` take (selection, row actions). Cloudscape reads resizable widths once, when the table is
 * drawn: `key` changes with the widths, so that the table is drawn again with them.
 */
export function useFittedWidths(columns: readonly ColumnWidth[], reserved: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [tableWidth, setTableWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The table's own scrolling box, less its paddings and the table's own (a table in a container keeps
    // 20 px on both sides): the width its columns share.
    const measure = () => {
      // The table a person reads: Cloudscape's pinned copy of the header row is another, with no name.
      const table = element.querySelector('table[aria-label]') ?? element.querySelector('table');
      const box = table?.parentElement;
      setTableWidth(table && box ? box.clientWidth - horizontalPadding(box) - horizontalPadding(table) : 0);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const widths = useMemo(
    () => fitColumnWidths(columns, tableWidth > 0 ? tableWidth - reserved : 0),
    [columns, tableWidth, reserved],
  );
  return { ref, widths, key: widthsKey(widths) };
}
