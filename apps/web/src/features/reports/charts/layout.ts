/** What both chart layouts share: the drawing area and the room its axes' labels take. */

/** The drawing area inside a chart's margins, in px from the chart's top left corner. */
export interface Plot {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Where a category's tooltip points. */
export interface Point {
  x: number;
  y: number;
}

/** Between an axis's labels and the drawing. */
export const GAP = 8;
/** Under the drawing, for the bottom axis's labels. */
export const BOTTOM_AXIS = 24;
/** Gridlines about this far apart on a vertical axis. */
export const TICK_SPACING = 44;

/** The widest of `texts` in px. */
export const widest = (texts: readonly string[], measure: (text: string) => number): number =>
  Math.max(0, ...texts.map(measure));
