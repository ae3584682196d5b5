import type { AuditEntry } from '../../../../contract/audit';

/** Kinds as people read them; unknown ones fall back to "entity action". */
const NAMES: Record<string, string> = {
  'session:login': 'Signed in',
  'session:login_failed': 'Failed sign-in',
  'staff:create': 'Staff added',
  'staff:permissions': 'Permissions changed',
  'staff:remove': 'Staff removed',
  'staff:password': 'Password changed',
  'settings:update': 'Settings changed',
  'settings:profile': 'Club currency, code or time zone changed',
};

export function kindLabel(entity: string, action: string): string {
  return NAMES[`${entity}:${action}`] ?? `${entity[0]?.toUpperCase() ?? ''}${entity.slice(1)} ${action.replace(/_/g, ' ')}`;
}

/** "key: before → after" lines of a change, short enough for a table cell. */
export function changeSummary(entry: Pick<AuditEntry, 'before' | 'after'>): string {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const show = (v: unknown) => (v === undefined ? '–' : typeof v === 'string' ? v : JSON.stringify(v));
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]) || !(k in before))
    .map((k) =>
      k in before && k in after ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show(k in after ? after[k] : before[k])}`,
    )
    .join('; ');
}

/** Club-local date and time of an ISO instant. */
export function whenLabel(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}
