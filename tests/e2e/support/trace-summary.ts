/**
 * Where a span of a Chromium performance trace went on the page's main thread: self time (ms) by
 * phase — script, style, layout, paint (pre-paint, paint, layerize, commit), GC — so a figure like
 * "reply → frame 400 ms" can be split before anything is changed (ADR 0038). Self time, not total:
 * a forced style recalculation inside a script is counted as style, not twice.
 */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string } };
}

const PHASES: [RegExp, string][] = [
  [/^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation|ParseAuthorStyleSheet)$/, 'style'],
  [/^(Layout|UpdateLayout|IntersectionObserverController::computeIntersections)$/, 'layout'],
  [/^(PrePaint|Paint|PaintImage|Layerize|UpdateLayer|UpdateLayerTree|Commit|CompositeLayers|RasterTask|Decode Image)$/, 'paint'],
  [/GC|^V8\.GC|^BlinkGC/, 'gc'],
  [
    /^(FunctionCall|EvaluateScript|v8\.compile|v8\.run|v8\.callFunction|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|XHRReadyStateChange|v8\.evaluateModule|ProfileCall|V8\.Execute)$/,
    'script',
  ],
  [/^(ParseHTML|HitTest|ResourceReceivedData|ResourceFinish)$/, 'other'],
];

const phaseOf = (name: string) => PHASES.find(([re]) => re.test(name))?.[1];

export interface TraceSummary {
  /** Wall time of the span, ms. */
  spanMs: number;
  /** Self time on the renderer's main thread by phase, ms. */
  phases: Record<string, number>;
  /** Main-thread time with no task (waiting on the network, IndexedDB, a timer), ms. */
  idleMs: number;
}

export function summariseTrace(json: Buffer | string, fromMark: string, toMark: string): TraceSummary | null {
  const events = (JSON.parse(String(json)) as { traceEvents: TraceEvent[] }).traceEvents;
  // User Timing marks are written on the page's main thread: that is the thread to read.
  const from = events.find((e) => e.name === fromMark);
  const to = events.find((e) => e.name === toMark);
  if (!from || !to) return null;
  const start = from.ts;
  const end = to.ts;
  const mine = events
    .filter(
      (e) => e.pid === from.pid && e.tid === from.tid && e.ph === 'X' && e.dur !== undefined && e.ts < end && e.ts + (e.dur ?? 0) > start,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const phases: Record<string, number> = {};
  let busy = 0;
  // Self time: each event's span clipped to the window, minus its children's (a stack).
  const stack: { end: number; phase: string; childTime: number; clipped: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1].end <= upTo) {
      const done = stack.pop()!;
      phases[done.phase] = (phases[done.phase] ?? 0) + Math.max(0, done.clipped - done.childTime) / 1000;
      if (stack.length) stack[stack.length - 1].childTime += done.clipped;
    }
  };
  for (const e of mine) {
    close(e.ts);
    const evEnd = e.ts + (e.dur ?? 0);
    const clipped = Math.min(evEnd, end) - Math.max(e.ts, start);
    if (!stack.length) busy += clipped;
    // Task wrappers (RunTask and the like) keep only their own overhead: 'other'.
    stack.push({ end: evEnd, phase: phaseOf(e.name) ?? 'other', childTime: 0, clipped });
  }
  close(Number.POSITIVE_INFINITY);
  for (const key of Object.keys(phases)) phases[key] = Math.round(phases[key] * 10) / 10;
  return { spanMs: Math.round((end - start) / 100) / 10, phases, idleMs: Math.round((end - start - busy) / 100) / 10 };
}
