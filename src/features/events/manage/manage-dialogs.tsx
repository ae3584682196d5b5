import type { EventCategory, EventSubCategory } from '../../../../contract/events';
import { CategoryDialog } from './category-dialog';
import { categoryFormOf, emptyCategory } from './category-form';
import { EventDialog } from './event-dialog';
import { RegistrationDialog } from './registration-dialog';

export type ManageKind = 'event-new' | 'event-edit' | 'category-new' | 'category-edit' | 'register';

interface Props {
  kind: ManageKind | null;
  event: { id: number; name: string } | null;
  category: EventCategory | null;
  categories: EventCategory[];
  subs: EventSubCategory[];
  symbol: string;
  onClose: () => void;
  /** An event was created or renamed: reload the list and show it. */
  onEventSaved: (eventId: number) => void;
  /** Categories, sub-categories or registrations changed: reload them (and close when asked). */
  onChanged: (close: boolean) => void;
}

/** The Events page's create / edit / register dialogs, one at a time. */
export function ManageDialogs({ kind, event, category, categories, subs, symbol, onClose, onEventSaved, onChanged }: Props) {
  if (kind === 'event-new' || (kind === 'event-edit' && event)) {
    return <EventDialog event={kind === 'event-edit' ? event : null} onClose={onClose} onSaved={onEventSaved} />;
  }
  if (!event) return null;
  if (kind === 'category-new' || (kind === 'category-edit' && category)) {
    const editing = kind === 'category-edit' && category;
    return (
      <CategoryDialog
        key={editing ? category.id : 'new'}
        eventId={event.id}
        eventName={event.name}
        initial={editing ? categoryFormOf(category) : emptyCategory()}
        sold={editing ? category.soldTickets : 0}
        subs={subs}
        symbol={symbol}
        onClose={onClose}
        onSaved={onChanged}
      />
    );
  }
  if (kind === 'register') {
    return (
      <RegistrationDialog
        event={event}
        categories={categories}
        subs={subs}
        categoryId={category?.id ?? null}
        symbol={symbol}
        onClose={onClose}
        onRegistered={() => onChanged(true)}
      />
    );
  }
  return null;
}
