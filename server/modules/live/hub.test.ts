import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { LiveHub } from './hub';

/** A database whose first read waits until the test lets it answer; later reads answer at once. */
function heldDatabase() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const execute = vi.fn(async () => {
    if (execute.mock.calls.length === 1) await held;
    return { rows: [{ id: 0 }] };
  });
  return { db: { execute } as unknown as Db, execute, release };
}

describe('the live hub at shutdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closing waits for the poll in flight, which ends quietly; no poll starts after it', async () => {
    vi.useFakeTimers();
    const { db, execute, release } = heldDatabase();
    const log = vi.fn();
    const hub = new LiveHub(db, log);
    hub.keepPolling();
    await vi.advanceTimersByTimeAsync(400);
    expect(execute).toHaveBeenCalledTimes(1);

    let closed = false;
    const closing = hub.close().then(() => (closed = true));
    await vi.advanceTimersByTimeAsync(2_000);
    // The process closes its database once the app has closed: not while this poll still reads.
    expect(closed).toBe(false);

    release();
    await closing;
    const reads = execute.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2_000);
    expect(execute).toHaveBeenCalledTimes(reads);
    expect(log).not.toHaveBeenCalled();
  });

  it('closes at once when no poll is in flight', async () => {
    const { db, execute } = heldDatabase();
    const hub = new LiveHub(db, vi.fn());
    hub.keepPolling();
    await hub.close();
    expect(execute).not.toHaveBeenCalled();
  });
});
