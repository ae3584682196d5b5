import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../../lib/testing/render';
import type { CaptchaHandle } from './captcha-handle';
import type { SolvedCaptcha } from './captcha-payload';

const solvedPayload = vi.fn<(url: string) => Promise<SolvedCaptcha | null>>();
vi.mock('./captcha-payload', () => ({ solvedPayload: (url: string) => solvedPayload(url) }));
const { default: CaptchaBox } = await import('./captcha-box');

function setup() {
  const ref = createRef<CaptchaHandle>();
  renderWithMantine(<CaptchaBox ref={ref} />);
  return {
    ref,
    box: () => screen.getByTestId('captcha'),
    tick: () => fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" })),
  };
}

describe('the captcha box (ADR 0086)', () => {
  beforeEach(() => solvedPayload.mockReset());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('ticking solves a challenge once; signing in then sends that payload without new work', async () => {
    solvedPayload.mockResolvedValue({ payload: 'p1', expiresAt: null });
    const { ref, box, tick } = setup();
    expect(box().getAttribute('data-state')).toBe('unverified');
    tick();
    await waitFor(() => expect(box().getAttribute('data-state')).toBe('verified'));
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    screen.getByText('Verified');
    expect(solvedPayload).toHaveBeenCalledWith('/api/public/captcha');
    await expect(ref.current!.solve('front desk')).resolves.toBe('p1');
    expect(solvedPayload).toHaveBeenCalledTimes(1);
  });

  it('signing in without ticking solves a challenge priced for the username', async () => {
    solvedPayload.mockResolvedValue({ payload: 'p2', expiresAt: null });
    const { ref, box } = setup();
    let answer: string | null = null;
    await act(async () => {
      answer = await ref.current!.solve('front desk');
    });
    expect(answer).toBe('p2');
    expect(solvedPayload).toHaveBeenCalledWith('/api/public/captcha?username=front%20desk');
    expect(box().getAttribute('data-state')).toBe('verified');
  });

  it('a challenge that cannot be solved says so, and ticking again tries again', async () => {
    solvedPayload
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ payload: 'p3', expiresAt: null });
    const { box, tick } = setup();
    tick();
    await waitFor(() => expect(box().getAttribute('data-state')).toBe('failed'));
    expect(screen.getByRole('alert').textContent).toBe('Verification failed. Tick the box to try again.');
    tick();
    await waitFor(() => expect(solvedPayload).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(box().getAttribute('data-state')).toBe('failed'));
    tick();
    await waitFor(() => expect(box().getAttribute('data-state')).toBe('verified'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a solution is dropped when its challenge expires, and the box asks for a new tick', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    solvedPayload
      .mockResolvedValueOnce({ payload: 'old', expiresAt: Date.now() + 60_000 })
      .mockResolvedValueOnce({ payload: 'new', expiresAt: null });
    const { ref, box, tick } = setup();
    tick();
    await waitFor(() => expect(box().getAttribute('data-state')).toBe('verified'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_001);
    });
    expect(box().getAttribute('data-state')).toBe('expired');
    expect(screen.getByRole('alert').textContent).toBe('This check ran out. Tick the box again.');
    await expect(ref.current!.solve('desk')).resolves.toBe('new');
  });

  it('a reset while the work runs drops its answer: the next sign-in gets a fresh challenge', async () => {
    let finish: (value: SolvedCaptcha) => void = () => {};
    solvedPayload
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockResolvedValueOnce({ payload: 'fresh', expiresAt: null });
    const { ref, box, tick } = setup();
    tick();
    await waitFor(() => expect(box().getAttribute('data-state')).toBe('verifying'));
    act(() => ref.current!.reset());
    await act(async () => finish({ payload: 'stale', expiresAt: null }));
    expect(box().getAttribute('data-state')).toBe('unverified');
    await expect(ref.current!.solve('desk')).resolves.toBe('fresh');
  });
});
