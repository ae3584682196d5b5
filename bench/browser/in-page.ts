/**
 * Code that runs inside the page, as source text: functions handed to Playwright from a tsx
 * process carry esbuild's helpers (`__name`), which do not exist in the page.
 *
 * PROBES runs before any of the console's code (addInitScript): it records when the login screen
 * became usable, the time of each pointerdown, Event Timing entries and the largest contentful
 * paint, so every figure is read on the page's own clock. "Usable" (username, password and the
 * captcha's checkbox drawn) is checked on every frame until it holds.
 */
export const PROBES = `(() => {
  const events = [];
  const bench = { events, lcp: 0, usable: 0, pointerdown: 0 };
  window.__bench = bench;
  document.addEventListener('pointerdown', () => { bench.pointerdown = performance.now(); }, true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) events.push({ name: e.name, start: e.startTime, duration: e.duration, interactionId: e.interactionId || 0 });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const captchaReady = () => Boolean(document.querySelector('[data-testid="captcha"] input[type="checkbox"]'));
  const check = () => {
    const ready = document.querySelector('input[name="username"]') && document.querySelector('input[type="password"]') && captchaReady();
    if (ready) bench.usable = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

/** How long a step may take before its figure is given up (a refused sign-in never draws the calendar). */
export const DRAWN_TIMEOUT_MS = 60_000;

/**
 * An expression that resolves with the time of the first frame after an element matching the
 * selector (and holding the text, when given) is in the page, checked on each DOM change; it is
 * refused after DRAWN_TIMEOUT_MS.
 */
export function frameAfter(selector: string, text: string | null): string {
  return `new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error('not drawn within ${DRAWN_TIMEOUT_MS / 1000} s: ' + ${JSON.stringify(selector)})), ${DRAWN_TIMEOUT_MS});
    const selector = ${JSON.stringify(selector)};
    const text = ${JSON.stringify(text)};
    const found = () => [...document.querySelectorAll(selector)].some((e) => text === null || (e.textContent || '').includes(text));
    const done = () => requestAnimationFrame(() => resolve(performance.now()));
    if (found()) return done();
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  })`;
}
