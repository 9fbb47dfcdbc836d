import { useLayoutEffect, useRef, useState } from 'react';

/** The width of the element given `ref`, followed as it resizes; 0 until it is laid out. */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Whole pixels: a fraction that comes and goes would redraw a chart or a table for nothing.
    setWidth(Math.floor(element.clientWidth));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
