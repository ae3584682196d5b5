import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreen } from './router';
import { FULL_PAGES, SECTIONS } from './sections';

afterEach(() => vi.restoreAllMocks());

describe('preloadScreen', () => {
  it('starts the code of the screen asked for, and of no other', () => {
    const spies = [...SECTIONS, ...FULL_PAGES].map((page) => [page.path, vi.spyOn(page, 'preload').mockResolvedValue(undefined)] as const);
    preloadScreen('/calendar');
    const started = spies.filter(([, spy]) => spy.mock.calls.length > 0).map(([path]) => path);
    expect(started).toEqual(['/calendar']);
  });

  it('asks for nothing of a screen that is not one (the landing, an unknown address) and never throws', () => {
    const spies = SECTIONS.map((page) => vi.spyOn(page, 'preload').mockRejectedValue(new Error('offline')));
    expect(() => preloadScreen('/')).not.toThrow();
    expect(spies.every((spy) => spy.mock.calls.length === 0)).toBe(true);
  });

  it('swallows a failed download: the route that needs it says so when it draws', async () => {
    const calendar = SECTIONS.find((page) => page.path === '/calendar')!;
    const failing = vi.spyOn(calendar, 'preload').mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    preloadScreen('/calendar');
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(failing).toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
