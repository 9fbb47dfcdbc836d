import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  lazy,
  Suspense,
  useId,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';

const HintPopup = lazy(() => import('./HintPopup'));

interface ChildProps {
  'aria-label'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

type HintProps = Pick<TooltipProps, 'title' | 'describeChild' | 'placement'> & {
  title: string;
  children: ReactElement<ChildProps>;
};

/**
 * A tooltip whose code loads when its child is first pointed at with a mouse or focused from the
 * keyboard (issue #27): MUI's Tooltip and Popper.js are about 10 KB compressed that no first paint
 * needs. The child is never wrapped, so it is never remounted: a click or a focus on it is never
 * lost while the tooltip loads. It is named or described by the title as MUI's Tooltip would.
 */
export function Hint({ title, describeChild = false, placement, children }: HintProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const show = (element: HTMLElement) => {
    setAnchor(element);
    setOpen(true);
  };
  const props = children.props;
  const child = cloneElement(children, {
    // A touch is not a hover: as MUI's, the tooltip does not open on a tap.
    onPointerEnter: (event) => {
      props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') show(event.currentTarget);
    },
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      setOpen(false);
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget);
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      setOpen(false);
    },
    ...(describeChild
      ? { title: open ? undefined : title, 'aria-describedby': open ? id : undefined }
      : { 'aria-label': props['aria-label'] ?? title }),
  } as ChildProps);
  return (
    <>
      {child}
      {anchor && (
        <Suspense fallback={null}>
          <HintPopup
            id={id}
            title={title}
            anchor={anchor}
            open={open}
            placement={placement}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
