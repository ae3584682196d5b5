import { useCallback, useState } from 'react';
import type { EventCategory, EventSubCategory } from '../../../contract/events';
import { useLatest } from '../../lib/api/use-latest';
import { eventsApi } from './events-api';

/**
 * The chosen event's categories and sub-categories. Only the newest request may set them:
 * choosing event A then B, with A's reply last, would otherwise show A's categories under B.
 */
export function useEventCategories() {
  const [cats, setCats] = useState<EventCategory[]>([]);
  const [subs, setSubs] = useState<EventSubCategory[]>([]);
  const begin = useLatest();
  /** `keep` leaves the shown lists up while the same event's lists reload (after an edit). */
  const load = useCallback(
    async (eventId: number | null, keep = false) => {
      const current = begin();
      if (!keep) {
        setCats([]);
        setSubs([]);
      }
      if (eventId === null) return;
      const o = await eventsApi.categories(eventId);
      if (!o.ok || !current()) return;
      setCats(o.data.categoryList ?? []);
      setSubs(o.data.subCategoryList ?? []);
    },
    [begin],
  );
  return { cats, subs, setCats, load };
}
