import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type TouchEvent,
} from 'react';

const HintPopup = lazy(() => import('./HintPopup'));

/** MUI Tooltip's defaults: a touch held this long opens it, and it closes this long after the finger lifts. */
const ENTER_TOUCH_DELAY_MS = 700;
const LEAVE_TOUCH_DELAY_MS = 1500;

interface ChildProps {
  'aria-label'?: string;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLElement>) => void;
  onTouchEnd?: (event: TouchEvent<HTMLElement>) => void;
}

type HintProps = Pick<TooltipProps, 'title' | 'describeChild' | 'placement'> & {
  title: string;
  children: ReactElement<ChildProps>;
};

/**
 * A tooltip whose code loads when its child is first pointed at with a mouse, touched or focused from
 * the keyboard (issue #27): MUI's Tooltip and Popper.js are about 10 KB compressed that no first paint
 * needs. The child is never wrapped, so it is never remounted: a click or a focus on it is never
 * lost while the tooltip loads. It is named or described by the title as MUI's Tooltip would, and
 * opens on a long press as MUI's does on touch.
 */
export function Hint({ title, describeChild = false, placement, children }: HintProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const touchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(touchTimer.current), []);
  const show = (element: HTMLElement) => {
    setAnchor(element);
    setOpen(true);
  };
  const props = children.props;
  const child = cloneElement(children, {
    // A touch is not a hover: as MUI's, the tooltip does not open on a tap. A mouse that moves, not one
    // that an element slid under (the phone drawer opening under the cursor, issue #36), opens it.
    onPointerMove: (event) => {
      props.onPointerMove?.(event);
      if (event.pointerType === 'mouse' && !open) show(event.currentTarget);
    },
    // A lifted finger leaves too: only a mouse's leaving closes it at once, a long press's hint stays a while.
    onPointerLeave: (event) => {
      props.onPointerLeave?.(event);
      if (event.pointerType === 'mouse') setOpen(false);
    },
    onFocus: (event) => {
      props.onFocus?.(event);
      if (event.currentTarget.matches(':focus-visible')) show(event.currentTarget);
    },
    onBlur: (event) => {
      props.onBlur?.(event);
      setOpen(false);
    },
    // The press starts loading the tooltip, so that it is there when the press has lasted long enough.
    onTouchStart: (event) => {
      props.onTouchStart?.(event);
      const element = event.currentTarget;
      setAnchor(element);
      clearTimeout(touchTimer.current);
      touchTimer.current = setTimeout(() => show(element), ENTER_TOUCH_DELAY_MS);
    },
    onTouchEnd: (event) => {
      props.onTouchEnd?.(event);
      clearTimeout(touchTimer.current);
      touchTimer.current = setTimeout(() => setOpen(false), LEAVE_TOUCH_DELAY_MS);
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
