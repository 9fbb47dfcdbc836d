import Box from '@mui/material/Box';
import type { PointerEvent, ReactNode, Ref } from 'react';
import { ChartTooltip, type Tip } from './ChartTooltip';
import { Legend, type LegendItem } from './Legend';
import { useActiveIndex } from './useActiveIndex';

/** A chart's name for assistive technology, and the text (its numbers) that describes it. */
export interface ChartA11y {
  label: string;
  describedBy?: string;
}

/**
 * What every chart shares: its legend, the drawing as one focusable image, and the tooltip of the group
 * under the pointer or reached by the arrow keys. The chart measures its width through `widthRef`,
 * lays itself out, and draws with the active group (`children`).
 */
export function ChartFrame({
  a11y,
  widthRef,
  width,
  height,
  legend,
  count,
  pick,
  tip,
  children,
}: {
  a11y: ChartA11y;
  widthRef: Ref<HTMLDivElement>;
  width: number;
  height: number;
  legend?: readonly LegendItem[];
  /** How many groups (bars of a category, points of a month) the keyboard steps through. */
  count: number;
  /** The group under a point of the drawing, if any. */
  pick: (x: number, y: number) => number | null;
  tip: (index: number) => Tip;
  children: (active: number | null) => ReactNode;
}) {
  const { active, setActive, keyboard } = useActiveIndex(count);
  const point = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(pick(event.clientX - box.left, event.clientY - box.top));
  };
  return (
    <Box sx={{ mt: 1.5 }}>
      {legend && <Legend items={legend} />}
      <Box
        ref={widthRef}
        sx={{
          position: 'relative',
          height,
          '& > svg': { display: 'block', outline: 'none', borderRadius: 1, touchAction: 'pan-y' },
          '& > svg:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {width > 0 && (
          <svg
            role="img"
            aria-label={a11y.label}
            aria-describedby={a11y.describedBy}
            tabIndex={0}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            // The numbers and their axes read left to right in a right-to-left layout too.
            direction="ltr"
            fontSize={12}
            onPointerMove={point}
            onPointerDown={point}
            // A finger lifted leaves too: its tap's tooltip stays until the chart loses focus.
            onPointerLeave={(event) => event.pointerType === 'mouse' && setActive(null)}
            {...keyboard}
          >
            {children(active)}
          </svg>
        )}
        {active !== null && <ChartTooltip tip={tip(active)} width={width} height={height} />}
      </Box>
    </Box>
  );
}
