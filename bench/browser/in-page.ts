/**
 * Code that runs inside the page (added with addInitScript before any of the console's): it
 * records when the login screen became usable, the time of each pointerdown, Event Timing
 * entries and the largest contentful paint, so every figure is read on the page's own clock.
 */
export function installProbes(): void {
  const w = window as unknown as Record<string, unknown>;
  const events: { name: string; start: number; duration: number; interactionId: number }[] = [];
  w.__bench = { events, lcp: 0, usable: 0, pointerdown: 0 };
  const bench = w.__bench as { lcp: number; usable: number; pointerdown: number };
  document.addEventListener('pointerdown', () => (bench.pointerdown = performance.now()), true);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      events.push({ name: e.name, start: e.startTime, duration: e.duration, interactionId: e.interactionId ?? 0 });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // Usable: the username field, the password field, the captcha's checkbox and Sign in are all there.
  const check = () => {
    if (bench.usable) return;
    const ready =
      document.querySelector('input[autocomplete="username"], input[name="username"]') &&
      document.querySelector('input[type="password"]') &&
      document.querySelector('altcha-widget input[type="checkbox"]');
    if (ready) requestAnimationFrame(() => (bench.usable = performance.now()));
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
}

/**
 * Resolves with the time of the first frame after an element matching `selector` (and holding
 * `text`, when given) is in the page; checked on each change of the DOM, so no polling delay.
 */
export function frameAfter([selector, text]: [string, string | null]): Promise<number> {
  const found = () => [...document.querySelectorAll(selector)].some((e) => text === null || (e.textContent ?? '').includes(text));
  return new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => resolve(performance.now()));
    if (found()) return done();
    const observer = new MutationObserver(() => {
      if (!found()) return;
      observer.disconnect();
      done();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  });
}
