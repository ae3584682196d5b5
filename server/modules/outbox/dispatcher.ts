import type { Db } from '../../db/client';
import { claimDue, markAttemptFailed, markSent, takeUnreported } from './repository';
import { OUTBOX_CHANNELS, type OutboxChannel, type Transports } from './transports';

/** The few logger methods used (pino and Fastify's logger fit). */
export interface OutboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface OutboxDispatcherOptions {
  db: Db;
  log: OutboxLog;
  transports: Transports;
  /** Rows claimed per tick. */
  batchSize?: number;
  /** Tries per message before it is marked 'failed'. */
  maxAttempts?: number;
  /** Wait before try n+1 after try n failed (the last entry repeats). */
  retryDelaysSeconds?: readonly number[];
  /** How long a claim holds a row before another process may take it again. */
  leaseSeconds?: number;
}

export interface TickResult {
  sent: number;
  retrying: number;
  failed: number;
  /** Rows newly reported as waiting for a transport that does not exist. */
  unsent: number;
}

const ERROR_TEXT_MAX = 500;

/**
 * Sends what the notification outbox holds (DESIGN "Outside world"): claims due rows of the
 * channels that have a transport, sends each outside any transaction, marks it sent or schedules
 * a retry with backoff. Rows of channels without a transport stay pending and are logged once.
 * Delivery is at least once: a process that dies between the send and markSent leaves the row
 * to be claimed again when its lease runs out.
 */
export class OutboxDispatcher {
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly retryDelays: readonly number[];
  private readonly leaseSeconds: number;
  private readonly withTransport: OutboxChannel[];
  private readonly withoutTransport: OutboxChannel[];
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(private readonly opts: OutboxDispatcherOptions) {
    this.batchSize = opts.batchSize ?? 20;
    this.maxAttempts = opts.maxAttempts ?? 5;
    this.retryDelays = opts.retryDelaysSeconds ?? [30, 120, 600, 1800];
    this.leaseSeconds = opts.leaseSeconds ?? 120;
    this.withTransport = OUTBOX_CHANNELS.filter((c) => opts.transports[c]);
    this.withoutTransport = OUTBOX_CHANNELS.filter((c) => !opts.transports[c]);
  }

  /** One pass: report rows nobody can send, then send one batch of due rows. */
  async tick(): Promise<TickResult> {
    const { db, log, transports } = this.opts;
    const result: TickResult = { sent: 0, retrying: 0, failed: 0, unsent: 0 };

    const unreported = await takeUnreported(db, this.withoutTransport, 500);
    for (const channel of this.withoutTransport) {
      const ids = unreported.filter((r) => r.channel === channel).map((r) => r.id);
      if (ids.length === 0) continue;
      result.unsent += ids.length;
      log.info(
        { channel, outboxIds: ids },
        `No ${channel} transport is configured: ${ids.length} notification(s) stay pending in the outbox`,
      );
    }

    for (const message of await claimDue(db, this.withTransport, this.batchSize, this.leaseSeconds)) {
      try {
        await transports[message.channel]!(message);
        await markSent(db, message.id);
        result.sent++;
      } catch (err) {
        const text = (err instanceof Error ? err.message : String(err)).slice(0, ERROR_TEXT_MAX);
        const last = message.attempts >= this.maxAttempts;
        const delay = this.retryDelays[Math.min(message.attempts, this.retryDelays.length) - 1] ?? 0;
        const status = await markAttemptFailed(db, message.id, text, last ? null : delay);
        if (status === 'failed') result.failed++;
        else result.retrying++;
        const fields = { outboxId: message.id, channel: message.channel, attempts: message.attempts, error: text };
        if (status === 'failed') log.error(fields, 'notification failed for good');
        else log.warn({ ...fields, retryInSeconds: delay }, 'notification not sent, will retry');
      }
    }
    return result;
  }

  /** Ticks every intervalMs (never two at once) until stop(). */
  start(intervalMs = 5_000): void {
    this.opts.log.info(
      { transports: this.withTransport, without: this.withoutTransport, intervalMs },
      'notification outbox dispatcher started',
    );
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick()
        .catch((err) => this.opts.log.error({ err }, 'outbox dispatch failed'))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(loop, intervalMs);
        });
    };
    this.timer = setTimeout(loop, 0);
  }

  /** Stops ticking and waits for a tick in progress, so the database can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }
}
