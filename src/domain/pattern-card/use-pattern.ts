import { useCallback, useEffect, useState } from 'react';
import type { PatternDetails } from '../../../contract/pattern';
import { fetchPattern } from './pattern-api';
import { i18n } from '../../lib/i18n/i18n';

export type PatternState = { state: 'loading' } | { state: 'ready'; details: PatternDetails } | { state: 'failed'; message: string };

/** Loads a pattern's card (online read) and reloads it after each change, keeping the last one on screen meanwhile. */
export function usePattern(patternId: number, enabled: boolean) {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<PatternState>({ state: 'loading' });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void fetchPattern(patternId, controller.signal).then((o) => {
      if (controller.signal.aborted) return;
      if (!o.ok) setState({ state: 'failed', message: o.message });
      else if (o.data.patternBooking) setState({ state: 'ready', details: o.data.patternBooking });
      else setState({ state: 'failed', message: i18n.t('pattern-card:notFound') });
    });
    return () => controller.abort();
  }, [patternId, version, enabled]);
  useEffect(() => setState({ state: 'loading' }), [patternId]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
