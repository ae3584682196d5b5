import { useCallback, useState } from 'react';
import { useLatest } from '../../../lib/api/use-latest';
import { lookupCheckinCode } from '../api/courtside-api';
import { courtsideWords } from '../courtside-words';

/**
 * The booking a typed or scanned check-in code names. Codes can come faster than replies (a queue
 * at the court), so only the code entered last may open its booking.
 */
export function useCodeLookup() {
  const [looking, setLooking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const begin = useLatest();
  /** The code's booking id; null when it names none or a newer code came meanwhile. */
  const look = useCallback(
    async (code: string): Promise<number | null> => {
      const current = begin();
      setError(null);
      setLooking(true);
      const outcome = await lookupCheckinCode(code);
      if (!current()) return null;
      setLooking(false);
      if (!outcome.ok) {
        setError(courtsideWords(outcome.message));
        return null;
      }
      return outcome.data.bookingId ?? null;
    },
    [begin],
  );
  /** Ends the lookup in flight, if any, showing `message` (null: none) instead (offline codes). */
  const settle = useCallback(
    (message: string | null) => {
      begin();
      setLooking(false);
      setError(message);
    },
    [begin],
  );
  return { looking, error, look, settle };
}
