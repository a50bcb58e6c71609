/**
 * How tall a back-test's segment chart is drawn. Its bars run across, one group per segment with its
 * names on the category axis, and Cloudscape drops an axis label that would overlap the next one: every
 * group gets room for its bars and more than a line of text, so every segment is named on the axis, not
 * only on hover, however many segments there are.
 */

/** Height of one bar of a group, and the gap between groups (px). */
const BAR_PX = 12;
const GROUP_GAP_PX = 16;
/** A chart of one or two segments still reads as a chart. */
const MIN_PLOT_PX = 96;

export function segmentChartHeight(groups: number, barsPerGroup: number): number {
  return Math.max(MIN_PLOT_PX, groups * (barsPerGroup * BAR_PX + GROUP_GAP_PX));
}
