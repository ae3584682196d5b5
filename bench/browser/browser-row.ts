/** A browser figure's row name: `Chromium: <what>`, with the CPU slow-down when there is one. */
export const BROWSER_ROW = (what: string, rate: number) => `Chromium: ${what}${rate === 1 ? '' : `, CPU ${rate}× slower`}`;

/** Runs per figure; the figure is their median (issue 33: 5; BENCH_BROWSER_RUNS for a quick check). */
export const BROWSER_RUNS = Math.max(1, Number(process.env.BENCH_BROWSER_RUNS ?? 5) || 5);
