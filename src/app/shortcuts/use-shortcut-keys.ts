import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { dispatchShortcut } from '../../lib/shortcuts/shortcut-dispatch';
import { useVisibleSections } from '../console/use-visible-sections';

/** The console's one key listener for the shortcuts (src/lib/shortcuts): sections it may open. */
export function useShortcutKeys(): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sections = useVisibleSections();
  const place = useRef({ pathname, sections, navigate });
  useEffect(() => {
    place.current = { pathname, sections, navigate };
  }, [pathname, sections, navigate]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { pathname: here, sections: open, navigate: go } = place.current;
      const acted = dispatchShortcut(event, document, {
        here,
        allowed: (path) => open?.some((section) => section.path === path) ?? false,
        go: (path) => void go(path),
      });
      // The key did its job: it types nothing and scrolls nothing ("/" is find-in-page in some browsers).
      if (acted) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
