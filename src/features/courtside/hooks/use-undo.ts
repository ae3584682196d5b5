import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECKIN_UNDO_SHOWN_SECONDS } from '../../../../contract/courtside';

/** The check-ins the last tap made, offered for Undo until `until` (this device's clock). */
export interface UndoOffer {
  bookingId: number;
  attendeeIds: number[];
  /** Who, as the bar says it: "Kavya Rao" or "Kavya Rao, 5 attendees". */
  label: string;
  until: number;
}

/**
 * Undo for a few seconds after each check-in tap (issue 27 item 8): a newer tap replaces the
 * offer; the offer leaves by itself when its time is up, and once used.
 */
export function useUndoOffer(seconds = CHECKIN_UNDO_SHOWN_SECONDS) {
  const [offer, setOffer] = useState<UndoOffer | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const offerUndo = useCallback(
    (o: Omit<UndoOffer, 'until'>) => {
      window.clearTimeout(timer.current);
      setOffer({ ...o, until: Date.now() + seconds * 1000 });
      timer.current = window.setTimeout(() => setOffer(null), seconds * 1000);
    },
    [seconds],
  );
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setOffer(null);
  }, []);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return { offer, offerUndo, clear };
}
