import { useSyncExternalStore } from 'react';

/**
 * Whether the window is narrower than `px` (the theme's md breakpoint is 900): the board stacks by
 * day, the picker fills the screen. (A media query of our own: sharing MUI's hook with the shell
 * would split it into a chunk of its own that every page's first download names.)
 */
export function useNarrow(px = 900): boolean {
  const query = `(max-width: ${px - 0.05}px)`;
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
