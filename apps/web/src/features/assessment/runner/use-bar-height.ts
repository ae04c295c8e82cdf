import { useEffect, useRef } from 'react';

/**
 * WCAG 2.4.11 (focus not obscured): the runner's sticky header and bottom bar set the page's scroll
 * padding to their height, so a control reached by Tab always scrolls clear of them — however many
 * rows the bars wrap to on a phone or at a larger text size. The padding is set on the page element
 * itself (it is not inherited: nothing else is restyled), and the bar's height is read from a
 * ResizeObserver, which reports it after the browser has laid the page out instead of forcing a
 * layout in the middle of the runner's first render.
 */
export function useBarHeight<T extends HTMLElement>(edge: 'start' | 'end') {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const property = `scroll-padding-block-${edge}`;
    const publish = (height: number) =>
      root.style.setProperty(property, `calc(${Math.ceil(height)}px + 0.5rem)`);
    if (typeof ResizeObserver === 'undefined') {
      publish(bar.getBoundingClientRect().height);
      return () => root.style.removeProperty(property);
    }
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      publish(box ? box.blockSize : bar.getBoundingClientRect().height);
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [edge]);
  return ref;
}
