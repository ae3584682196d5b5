import { useEffect, type RefObject } from 'react';

/** The CSS variable the toasts' bottom edge sits on (see app/toasts.module.css). */
export const TOAST_FLOOR_VAR = '--toast-floor';
const GAP = 8;

/**
 * Keeps toasts above `element` (the sidebar's club and user): the variable holds its distance from
 * the viewport's bottom, renewed when it or the window changes size, removed when it goes
 * (`shown` says when the element is rendered).
 */
export function useToastFloor(element: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const root = document.documentElement;
    const place = () =>
      root.style.setProperty(TOAST_FLOOR_VAR, `${Math.max(0, window.innerHeight - node.getBoundingClientRect().top + GAP)}px`);
    place();
    const observer = new ResizeObserver(place);
    observer.observe(node);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
      root.style.removeProperty(TOAST_FLOOR_VAR);
    };
  }, [element, shown]);
}
