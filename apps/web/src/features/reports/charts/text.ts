/** The axes' label widths, measured in the chart's font, so labels neither overlap nor overflow. */

let canvas: CanvasRenderingContext2D | null | undefined;

/** `text`'s width in px in `font` (a CSS font), measured on a canvas; estimated where there is none. */
export function measureText(text: string, font: string): number {
  if (canvas === undefined) {
    try {
      canvas = document.createElement('canvas').getContext('2d');
    } catch {
      canvas = null;
    }
  }
  if (!canvas) return text.length * 7;
  canvas.font = font;
  return canvas.measureText(text).width;
}

/** `text` cut to fit `max` px, ending with an ellipsis; whole when it fits. */
export function truncate(text: string, max: number, measure: (text: string) => number): string {
  if (measure(text) <= max) return text;
  // The longest start of the text that fits with its ellipsis.
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (measure(`${text.slice(0, mid).trimEnd()}…`) <= max) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}
