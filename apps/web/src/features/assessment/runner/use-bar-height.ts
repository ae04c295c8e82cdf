import { useEffect, useRef } from 'react';

/**
 * WCAG 2.4.11 (focus not obscured): the runner's sticky header and bottom bar publish their height as
 * a CSS variable on the page, which its scroll padding reads, so a control reached by Tab always
 * scrolls clear of them — however many rows the bars wrap to on a phone or at a larger text size.
 */
export function useBarHeight<T extends HTMLElement>(variable: '--runner-header' | '--runner-footer') {
  const ref = useRef<T>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty(variable, `${Math.ceil(bar.getBoundingClientRect().height)}px`);
    publish();
    if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(variable);
    const observer = new ResizeObserver(publish);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [variable]);
  return ref;
}
