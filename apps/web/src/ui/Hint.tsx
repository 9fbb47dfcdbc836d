import type { TooltipProps } from '@mui/material/Tooltip';
import {
  cloneElement,
  lazy,
  Suspense,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';

const Tooltip = lazy(() => import('@mui/material/Tooltip'));

interface ChildProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * MUI's Tooltip, loaded when its child is first pointed at or focused from the keyboard (issue #27):
 * the Tooltip and Popper.js are about 10 KB compressed that the shell's first paint does not need.
 * Until then the child stands alone, with the title a closed Tooltip gives it (its description, with
 * `describeChild`); the Tooltip then opens where it was wanted. Wrapping the child remounts it, so a
 * child focused from the keyboard gets its focus back.
 */
export function Hint({ children, ...props }: TooltipProps) {
  const child = children as ReactElement<ChildProps>;
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const refocus = useRef(false);
  const want = () => {
    setLoading(true);
    setOpen(true);
  };
  const plain = cloneElement(child, {
    onMouseEnter: (event) => {
      child.props.onMouseEnter?.(event);
      want();
    },
    onMouseLeave: (event) => {
      child.props.onMouseLeave?.(event);
      setOpen(false);
    },
    onFocus: (event) => {
      child.props.onFocus?.(event);
      if (!event.currentTarget.matches(':focus-visible')) return;
      refocus.current = true;
      want();
    },
    onBlur: (event) => {
      child.props.onBlur?.(event);
      refocus.current = false;
      setOpen(false);
    },
    ...(props.describeChild && typeof props.title === 'string' ? { title: props.title } : {}),
  });
  if (!loading) return plain;
  const focusBack = (node: HTMLElement | null) => {
    if (node && refocus.current) {
      refocus.current = false;
      node.focus();
    }
  };
  return (
    <Suspense fallback={plain}>
      <Tooltip {...props} open={open} onOpen={() => setOpen(true)} onClose={() => setOpen(false)}>
        {cloneElement(child as ReactElement<ChildProps & { ref?: unknown }>, { ref: focusBack })}
      </Tooltip>
    </Suspense>
  );
}
