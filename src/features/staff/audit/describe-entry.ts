import type { AuditEntry } from '../../../../contract/audit';
import { featureName as contractFeatureName } from '../../../lib/i18n/contract-names';
import { i18n } from '../../../lib/i18n/i18n';
import { formatMoney } from '../../../lib/money';
import { displayDate, shortTime } from '../../../lib/time/club-date';
import { changedLines, record, valueText, words, type Wording } from './audit-words';

/**
 * Kinds as people read them (the "What" column) are the catalogue's staff:kind.<entity>.<action>;
 * unknown ones fall back to "Entity action".
 */
export function kindLabel(entity: string, action: string): string {
  const key = `staff:kind.${entity}.${action}`;
  return i18n.exists(key) ? i18n.t(key) : `${words(entity)} ${words(action).toLowerCase()}`;
}

/** Their id is a person's, already named in the change: no "#id". */
const PERSON_ENTITIES = new Set(['session', 'staff', 'settings']);

/** The "What" cell: the kind, and the number of the thing it happened to. */
export function whatText(e: Pick<AuditEntry, 'entity' | 'action' | 'entityId'>): string {
  const id = e.entityId !== null && !PERSON_ENTITIES.has(e.entity) ? ` #${e.entityId}` : '';
  return `${kindLabel(e.entity, e.action)}${id}`;
}

/** The Manage Permission page's own words for an access level. */
const ACCESS: Record<string, () => string> = {
  read: () => i18n.t('staff:permission.view'),
  write: () => i18n.t('staff:permission.viewEdit'),
};
const access = (v: unknown) => (typeof v === 'string' ? (Object.hasOwn(ACCESS, v) ? ACCESS[v]() : v) : i18n.t('staff:permission.none'));
const featureName = (id: string) => contractFeatureName(Number(id)) ?? i18n.t('staff:audit.feature', { id });

/** 'Members: View → View/Edit' per feature whose access changed, by the features' own names. */
export function permissionLines(before: unknown, after: unknown): string[] {
  const b = record(before);
  const a = record(after);
  const ids = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort((x, y) => Number(x) - Number(y));
  return ids.filter((id) => b[id] !== a[id]).map((id) => `${featureName(id)}: ${access(b[id])} → ${access(a[id])}`);
}

const ipOf = (e: AuditEntry) => String(record(e.after).ip ?? i18n.t('staff:audit.unknownAddress'));

type Describer = (e: AuditEntry, w: Wording) => string[];
const money = (v: unknown, w: Wording) => formatMoney(Number(v ?? 0), w.symbol);

/**
 * One describer per kind of history entry ('entity/action'; not 'entity:action', which would read
 * as a catalogue key); a kind without one reads through changedLines.
 */
const DESCRIBERS: Record<string, Describer> = {
  'staff/permissions': (e) => {
    const who = String(record(e.after).username ?? record(e.before).username ?? '');
    const lines = permissionLines(record(e.before).permissions, record(e.after).permissions);
    return [`${who}: ${lines.length ? lines.join('; ') : i18n.t('staff:audit.noChange')}`];
  },
  'staff/create': (e) => {
    const a = record(e.after);
    const name = [a.firstName, a.lastName].filter(Boolean).join(' ');
    const granted = permissionLines({}, a.permissions).map((l) => l.replace(`${access(undefined)} → `, ''));
    return [
      i18n.t('staff:audit.deskPerson', { username: String(a.username), name: name ? ` (${name})` : '' }),
      ...(granted.length ? [i18n.t('staff:audit.access', { lines: granted.join('; ') })] : []),
    ];
  },
  'staff/remove': (e) => [i18n.t('staff:audit.removed', { username: String(record(e.before).username) })],
  'staff/password': (e) => [i18n.t('staff:audit.changedPassword', { username: String(record(e.after).username ?? e.actor) })],
  'session/login': (e) => [i18n.t('staff:audit.from_ip', { ip: ipOf(e) })],
  'session/login_failed': (e) => [i18n.t('staff:audit.fromFailed', { ip: ipOf(e), reason: String(record(e.after).reason ?? '') })],
  'cash_close/close': (e, w) => {
    const a = record(e.after);
    const diff = Number(a.difference ?? 0);
    const amount = money(Math.abs(diff), w);
    const note =
      diff === 0
        ? i18n.t('staff:audit.noDifference')
        : diff < 0
          ? i18n.t('staff:audit.short', { amount })
          : i18n.t('staff:audit.over', { amount });
    return [
      i18n.t('staff:audit.counted', { counted: money(a.countedCash, w), expected: money(a.expectedCash, w), note }),
      i18n.t('staff:audit.cardOther', { card: money(a.card, w), other: money(a.other, w) }),
      ...(a.remarks ? [i18n.t('staff:audit.remarks', { remarks: String(a.remarks) })] : []),
    ];
  },
  'booking/payment': (e, w) => {
    const a = record(e.after);
    const what = a.target === 'extras' ? i18n.t('staff:audit.addOns') : i18n.t('staff:audit.court');
    const discount = Number(a.discount ?? 0) > 0 ? i18n.t('staff:audit.discount', { amount: money(a.discount, w) }) : '';
    const balance =
      'balance' in a ? i18n.t('staff:audit.balance', { before: money(record(e.before).balance, w), after: money(a.balance, w) }) : '';
    return [i18n.t('staff:audit.payment', { what, amount: money(a.amount, w), mode: valueText('mode', a.mode, w), discount, balance })];
  },
  'booking/reschedule': (e) => {
    const place = (p: Record<string, unknown>) =>
      `${String(p.court)}, ${displayDate(String(p.date))} ${shortTime(String(p.start))}–${shortTime(String(p.end))}`;
    return [`${place(record(e.before))} → ${place(record(e.after))}`];
  },
  'booking/checkin': (e) => [i18n.t('staff:audit.attendee', { attendee: String(record(e.after).attendee) })],
};

/** The "Change" cell: sentences, feature names and before → after, never raw JSON. */
export function describeEntry(e: AuditEntry, w: Wording): string[] {
  const own = DESCRIBERS[`${e.entity}/${e.action}`];
  return own ? own(e, w) : changedLines(e.before, e.after, w);
}
