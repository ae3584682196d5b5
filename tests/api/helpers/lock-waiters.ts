import type pg from 'pg';

/**
 * Waits until `n` lock requests of the gate's database wait, reading the activity view afresh
 * each time (not from the snapshot the gate's open transaction would otherwise keep). Only this
 * test's database counts: the PostgreSQL server is shared by the suite. `what` names them in the
 * error when they do not all arrive within 20 s.
 */
export async function waitersReach(gate: pg.Client, n: number, what = 'lock requests waiting'): Promise<void> {
  const until = Date.now() + 20_000;
  for (;;) {
    await gate.query('SELECT pg_stat_clear_snapshot()');
    const {
      rows: [w],
    } = await gate.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
       WHERE NOT l.granted AND a.datname = current_database()`,
    );
    if (w.n >= n) return;
    if (Date.now() > until) throw new Error(`only ${w.n} of ${n} ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
