import type { AuditEntry } from '../../../../contract/audit';
import { featureName as contractFeatureName } from '../../../lib/i18n/contract-names';
import { formatMoney } from '../../../lib/money';
import { displayDate, shortTime } from '../../../lib/time/club-date';
import { changedLines, record, valueText, words, type Wording } from './audit-words';

/** Kinds as people read them (the "What" column); unknown ones fall back to "Entity action". */
const NAMES: Record<string, string> = {
  'session:login': 'Signed in',
  'session:login_failed': 'Failed sign-in',
  'staff:create': 'Staff added',
  'staff:permissions': 'Permissions changed',
  'staff:remove': 'Staff removed',
  'staff:password': 'Password changed',
  'settings:update': 'Settings changed',
  'settings:profile': 'Club currency, code or time zone changed',
  'cash_close:close': 'Cash close',
  'booking:create': 'Booking made',
  'booking:payment': 'Booking payment',
  'booking:amount': 'Booking amount edited',
  'booking:remarks': 'Booking remarks',
  'booking:cancel': 'Booking cancelled',
  'booking:reschedule': 'Booking rescheduled',
  'booking:reschedule_enabled': 'Reschedule enabled',
  'booking:checkin': 'Checked in',
  'booking:noshow': 'No-show',
  'booking:addons': 'Add-ons added',
  'booking:payment_link': 'Payment link sent',
  'booking:view_mobile': 'Customer mobile viewed',
  'member:register': 'Member registered',
  'member:update': 'Member edited',
  'member:delete': 'Member deleted',
  'member:recharge': 'Credits recharged',
  'member:credits_validity': 'Credits validity changed',
  'pattern:create': 'Bulk booking made',
  'pattern:payment': 'Bulk booking payment',
  'pattern:cancel': 'Bulk booking cancelled',
  'pattern:remarks': 'Bulk booking remarks',
  'pattern:addons': 'Bulk booking add-ons added',
  'block:create': 'Slots blocked',
  'block:unblock': 'Slots unblocked',
  'coupon:generate': 'Coupons generated',
  'coupon:update': 'Coupon edited',
  'coupon_code:redeem': 'Coupon used',
  'coupon_code:release': 'Coupon use given back',
  'coupon:code_expire': 'Coupon code expired',
  'coupon:code_activate': 'Coupon code activated',
  'event:create': 'Event created',
  'event:update': 'Event renamed',
  'event_category:create': 'Event category created',
  'event_category:update': 'Event category edited',
  'event_category:status': 'Event category switched on or off',
  'event_category:tickets': 'Event tickets changed',
  'event_category:sub_category': 'Sub-category added',
  'event_category:sub_category_update': 'Sub-category renamed',
  'event_registration:create': 'Event registration',
  'package:create': 'Package created',
  'package:update': 'Package edited',
  'package:deactivate': 'Package deactivated',
  'package:reactivate': 'Package reactivated',
  'subscription:create': 'Package sold',
  'subscription:renew': 'Package renewed',
  'subscription:payment': 'Package payment',
  'subscription:cancel': 'Package cancelled',
  'addon:create': 'Add-on created',
  'addon:update': 'Add-on edited',
  'marketplace_key:create': 'Marketplace key created',
  'marketplace_key:revoke': 'Marketplace key revoked',
  'marketplace_key:limit': 'Marketplace key request limit changed',
};

export function kindLabel(entity: string, action: string): string {
  return NAMES[`${entity}:${action}`] ?? `${words(entity)} ${words(action).toLowerCase()}`;
}

/** Their id is a person's, already named in the change: no "#id". */
const PERSON_ENTITIES = new Set(['session', 'staff', 'settings']);

/** The "What" cell: the kind, and the number of the thing it happened to. */
export function whatText(e: Pick<AuditEntry, 'entity' | 'action' | 'entityId'>): string {
  const id = e.entityId !== null && !PERSON_ENTITIES.has(e.entity) ? ` #${e.entityId}` : '';
  return `${kindLabel(e.entity, e.action)}${id}`;
}

/** The Manage Permission page's own words for an access level. */
const ACCESS: Record<string, string> = { read: 'View', write: 'View/Edit' };
const access = (v: unknown) => (typeof v === 'string' ? (ACCESS[v] ?? v) : 'None');
const featureName = (id: string) => contractFeatureName(Number(id)) ?? `Feature ${id}`;

/** 'Members: View → View/Edit' per feature whose access changed, by the features' own names. */
export function permissionLines(before: unknown, after: unknown): string[] {
  const b = record(before);
  const a = record(after);
  const ids = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort((x, y) => Number(x) - Number(y));
  return ids.filter((id) => b[id] !== a[id]).map((id) => `${featureName(id)}: ${access(b[id])} → ${access(a[id])}`);
}

type Describer = (e: AuditEntry, w: Wording) => string[];
const money = (v: unknown, w: Wording) => formatMoney(Number(v ?? 0), w.symbol);

/** One describer per kind of history entry; a kind without one reads through changedLines. */
const DESCRIBERS: Record<string, Describer> = {
  'staff:permissions': (e) => {
    const who = String(record(e.after).username ?? record(e.before).username ?? '');
    const lines = permissionLines(record(e.before).permissions, record(e.after).permissions);
    return [`${who}: ${lines.length ? lines.join('; ') : 'no change'}`];
  },
  'staff:create': (e) => {
    const a = record(e.after);
    const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
    const granted = permissionLines({}, a.permissions).map((l) => l.replace('None → ', ''));
    return [`${String(a.username)}${name ? ` (${name})` : ''}, desk person`, ...(granted.length ? [`Access: ${granted.join('; ')}`] : [])];
  },
  'staff:remove': (e) => [`${String(record(e.before).username)} removed from the club`],
  'staff:password': (e) => [`${String(record(e.after).username ?? e.actor)} changed their password`],
  'session:login': (e) => [`From ${String(record(e.after).ip ?? 'an unknown address')}`],
  'session:login_failed': (e) => [`From ${String(record(e.after).ip ?? 'an unknown address')}: ${String(record(e.after).reason ?? '')}`],
  'cash_close:close': (e, w) => {
    const a = record(e.after);
    const diff = Number(a.difference ?? 0);
    const note = diff === 0 ? 'no difference' : `${diff < 0 ? 'short' : 'over'} by ${money(Math.abs(diff), w)}`;
    return [
      `Cash counted ${money(a.countedCash, w)} against ${money(a.expectedCash, w)} expected (${note})`,
      `Card ${money(a.card, w)}, other ${money(a.other, w)}`,
      ...(a.remarks ? [`Remarks: ${String(a.remarks)}`] : []),
    ];
  },
  'booking:payment': (e, w) => {
    const a = record(e.after);
    const what = a.target === 'extras' ? 'Add-ons' : 'Court';
    const discount = Number(a.discount ?? 0) > 0 ? `, discount ${money(a.discount, w)}` : '';
    const balance = 'balance' in a ? `; balance ${money(record(e.before).balance, w)} → ${money(a.balance, w)}` : '';
    return [`${what}: ${money(a.amount, w)} by ${valueText('mode', a.mode, w)}${discount}${balance}`];
  },
  'booking:reschedule': (e) => {
    const place = (p: Record<string, unknown>) =>
      `${String(p.court)}, ${displayDate(String(p.date))} ${shortTime(String(p.start))}–${shortTime(String(p.end))}`;
    return [`${place(record(e.before))} → ${place(record(e.after))}`];
  },
  'booking:checkin': (e) => [`Attendee ${String(record(e.after).attendee)}`],
};

/** The "Change" cell: sentences, feature names and before → after, never raw JSON. */
export function describeEntry(e: AuditEntry, w: Wording): string[] {
  const own = DESCRIBERS[`${e.entity}:${e.action}`];
  return own ? own(e, w) : changedLines(e.before, e.after, w);
}
