/** '2026-12-01' → '01 Dec 2026' (spec 1 §9). */
export function bookingDate(date: string): string {
  return new Date(`${date}T00:00:00`).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
}

/** An ISO timestamp as the desk reads it, in the browser's zone. */
export function stamp(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function statusColor(status: string): string {
  return status === 'Cancelled' ? 'gray' : status === 'Completed' ? 'teal' : status === 'Ongoing' ? 'blue' : 'indigo';
}
