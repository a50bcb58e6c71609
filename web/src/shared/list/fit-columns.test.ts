import { describe, expect, it } from 'vitest';
import { type ColumnWidth, fitColumnWidths, widthsKey } from './fit-columns';

const column = (id: string, width: number, minWidth = width): ColumnWidth => ({ id, width, minWidth });
const total = (widths: ReadonlyMap<string, number>) => [...widths.values()].reduce((sum, width) => sum + width, 0);

describe('column widths fitted to the table', () => {
  const columns = [
    column('taxCode', 195),
    column('company', 200, 120),
    column('reason', 300, 120),
    column('date', 165),
  ];

  it('leave the widths asked when they fit, or while the table is not measured', () => {
    expect(fitColumnWidths(columns, 1000)).toEqual(
      new Map([
        ['taxCode', 195],
        ['company', 200],
        ['reason', 300],
        ['date', 165],
      ]),
    );
    expect(fitColumnWidths(columns, 0)).toEqual(fitColumnWidths(columns, 5000));
  });

  it('narrow only the columns that wrap, each by the same share of what it can give', () => {
    // 860 asked, 760 available: 100 of the 260 the two texts can give, 38% of each one's slack.
    const fitted = fitColumnWidths(columns, 760);
    expect(fitted.get('taxCode')).toBe(195);
    expect(fitted.get('date')).toBe(165);
    expect(fitted.get('company')).toBe(169);
    expect(fitted.get('reason')).toBe(230);
    expect(total(fitted)).toBeLessThanOrEqual(760);
  });

  it('stop at the minimums: then the table scrolls', () => {
    const fitted = fitColumnWidths(columns, 500);
    expect([...fitted.values()]).toEqual([195, 120, 120, 165]);
  });

  it('never round a pixel over', () => {
    const many = Array.from({ length: 7 }, (_, index) => column(`c${index}`, 201, 120));
    expect(total(fitColumnWidths(many, 1000))).toBeLessThanOrEqual(1000);
  });

  it('change their key only when a width or a column changes', () => {
    expect(widthsKey(fitColumnWidths(columns, 760))).toBe(widthsKey(fitColumnWidths(columns, 760)));
    expect(widthsKey(fitColumnWidths(columns, 760))).not.toBe(widthsKey(fitColumnWidths(columns, 800)));
  });
});
