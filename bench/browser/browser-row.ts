/** A browser figure's row name: `Chromium: <what>`, with the CPU slow-down when there is one. */
export const BROWSER_ROW = (what: string, rate: number) => `Chromium: ${what}${rate === 1 ? '' : `, CPU ${rate}× slower`}`;
