import { useState } from 'react';

/**
 * How many times a dialog has been opened. Money dialogs key their form on it: each opening
 * mounts a fresh form (fields, payment mode and Idempotency-Key), so nothing typed for the last
 * payment is sent again (issue 24), while a refused submit, which leaves the dialog open, keeps
 * what was typed for correction (ADR 0053).
 */
export function useOpenCount(opened: boolean): number {
  const [seen, setSeen] = useState({ opened, count: opened ? 1 : 0 });
  if (seen.opened !== opened) {
    // Adjusted while rendering (not in an effect), so the opening frame never shows the old form.
    const next = { opened, count: opened ? seen.count + 1 : seen.count };
    setSeen(next);
    return next.count;
  }
  return seen.count;
}
