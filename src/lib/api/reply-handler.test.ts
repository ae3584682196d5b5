import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NO_PERMISSION_MESSAGE } from '../../../contract/envelope';
import { i18n } from '../i18n/i18n';
import { ReplyMessages } from './outcome';
import { classifyResult, describeOutcome } from './reply-handler';

const response = (status: number, body: unknown) => ({ kind: 'response' as const, status, body });

describe('classifyResult: the precedence of spec 1 §7 / spec 3 §8', () => {
  it('1. no response (network error, timeout, resources-not-loaded flag)', () => {
    expect(classifyResult({ kind: 'thrown', error: new TypeError('Failed to fetch') })).toMatchObject({
      kind: 'no-response',
      message: 'Some Resources could not be loaded, try reloading the page',
    });
    expect(classifyResult({ kind: 'thrown', error: new DOMException('t', 'TimeoutError') }).kind).toBe('no-response');
    expect(classifyResult(response(200, { requestStatus: 1, resourcesNotLoaded: true })).kind).toBe('no-response');
    // 503 while the database restarts: like no connection, whatever its message says.
    expect(classifyResult(response(503, { requestStatus: 0, message: 'The database is not reachable right now' })).kind).toBe(
      'no-response',
    );
  });

  it('2. 401 and 403 sign out, even with a body saying otherwise', () => {
    expect(classifyResult(response(401, { requestStatus: 0, message: 'x' })).kind).toBe('unauthorized');
    expect(classifyResult(response(403, null)).kind).toBe('unauthorized');
  });

  it("2. a 401 keeps the server's reason for the sign-in screen (ADR 0069); without one, the plain text", () => {
    const idle = 'You were signed out because the console was not used for 12 hours. Please sign in again.';
    expect(classifyResult(response(401, { requestStatus: 0, message: idle }))).toMatchObject({ kind: 'unauthorized', message: idle });
    expect(classifyResult(response(401, null)).message).toBe(ReplyMessages.signedOut);
  });

  it('3. 404 → Please try again later', () => {
    expect(classifyResult(response(404, { requestStatus: 0, message: 'not found' }))).toMatchObject({
      kind: 'not-found',
      message: 'Please try again later',
    });
  });

  it('4. other statuses → Something went wrong, unless the server explains itself', () => {
    expect(classifyResult(response(500, null))).toMatchObject({
      kind: 'http-error',
      message: 'Something went wrong, please contact the provider',
    });
    expect(classifyResult(response(502, '<html>'))).toMatchObject({ kind: 'http-error' });
    expect(classifyResult(response(429, { requestStatus: 0, message: 'Too many login attempts' }))).toMatchObject({
      kind: 'http-error-message',
      message: 'Too many login attempts',
    });
    expect(classifyResult({ kind: 'thrown', error: new SyntaxError('bad json') })).toMatchObject({
      kind: 'http-error',
      message: 'Something went wrong, please contact the provider',
    });
  });

  it('5. an HTTP error message wins over the request status', () => {
    expect(classifyResult(response(200, { requestStatus: 1, httpErrorMessage: 'Gateway said no' }))).toMatchObject({
      kind: 'http-error-message',
      message: 'Gateway said no',
    });
    expect(classifyResult(response(400, { requestStatus: 0, message: 'x', httpErrorMessage: 'Bad input' })).message).toBe('Bad input');
  });

  it("6. requestStatus -1 → Sorry, you don't have permission to do that", () => {
    expect(classifyResult(response(200, { requestStatus: -1, message: 'nope' }))).toMatchObject({
      kind: 'forbidden',
      message: "Sorry, you don't have permission to do that",
    });
    expect(ReplyMessages.noPermission).toBe(NO_PERMISSION_MESSAGE);
  });

  it('7. requestStatus 0 → the server message (with field errors)', () => {
    const errors = [{ path: 'activityId', message: 'activityId must be a number' }];
    expect(classifyResult(response(200, { requestStatus: 0, message: 'Slot not found', errors }))).toMatchObject({
      kind: 'failure',
      message: 'Slot not found',
      errors,
    });
    expect(classifyResult(response(200, { requestStatus: 0 })).message).toBe('Something went wrong, please contact the provider');
  });

  it('8. requestStatus 1 → success, parsed by the schema', () => {
    const schema = z.object({ requestStatus: z.literal(1), count: z.coerce.number() });
    expect(classifyResult(response(200, { requestStatus: 1, count: '3', message: 'Done' }), schema)).toEqual({
      ok: true,
      kind: 'success',
      data: { requestStatus: 1, count: 3 },
      message: 'Done',
    });
    expect(classifyResult(response(201, { requestStatus: 1, count: 'x' }), schema).kind).toBe('http-error');
  });

  it('a 2xx body that is not an envelope is an error', () => {
    expect(classifyResult(response(200, null)).kind).toBe('http-error');
    expect(classifyResult(response(200, { requestStatus: 7 })).kind).toBe('http-error');
  });
});

describe('describeOutcome', () => {
  const fail = (kind: 'no-response' | 'not-found' | 'http-error' | 'http-error-message' | 'forbidden', message: string) => ({
    ok: false as const,
    kind,
    message,
    status: 0,
  });

  it('signs out on 401/403 and shows nothing else, even when silent', () => {
    const outcome = { ok: false as const, kind: 'unauthorized' as const, message: '', status: 401 };
    expect(describeOutcome(outcome)).toEqual({ signOut: true });
    expect(describeOutcome(outcome, { silent: true })).toEqual({ signOut: true });
  });

  it('shows every error kind as a danger toast', () => {
    for (const kind of ['no-response', 'not-found', 'http-error', 'http-error-message', 'forbidden'] as const) {
      expect(describeOutcome(fail(kind, `m-${kind}`))).toEqual({ signOut: false, toast: { color: 'red', message: `m-${kind}` } });
    }
  });

  it('requestStatus 0: danger by default, warning or nothing when asked', () => {
    const outcome = { ok: false as const, kind: 'failure' as const, message: 'Slot taken', status: 200 };
    expect(describeOutcome(outcome).toast).toEqual({ color: 'red', message: 'Slot taken' });
    expect(describeOutcome(outcome, { failure: 'warning' }).toast).toEqual({ color: 'yellow', message: 'Slot taken' });
    expect(describeOutcome(outcome, { failure: 'none' }).toast).toBeUndefined();
  });

  it('success: quiet by default, the server message or a given text when asked', () => {
    const outcome = { ok: true as const, kind: 'success' as const, data: {}, message: 'Payment Link Sent' };
    expect(describeOutcome(outcome).toast).toBeUndefined();
    expect(describeOutcome(outcome, { success: true }).toast).toEqual({ color: 'green', message: 'Payment Link Sent' });
    expect(describeOutcome(outcome, { success: 'File downloaded' }).toast).toEqual({ color: 'green', message: 'File downloaded' });
  });

  it('silent shows nothing', () => {
    expect(describeOutcome(fail('no-response', 'x'), { silent: true })).toEqual({ signOut: false });
  });
});

describe("the areas' refusals and messages by their code (ADR 0085)", () => {
  const refusal = { requestStatus: 0, message: 'Member does not have enough credits', code: 'creditsNotEnough' };
  const registered = { requestStatus: 1, message: 'Member registered successfully', code: 'memberRegistered' };
  const placesLeft = { requestStatus: 0, message: 'Only 2 place(s) left in this slot', code: 'placesLeft', codeValues: { count: 2 } };

  it("are the server's English in English", () => {
    expect(classifyResult(response(200, refusal))).toMatchObject({ kind: 'failure', message: refusal.message, code: 'creditsNotEnough' });
    expect(classifyResult(response(200, registered))).toMatchObject({ kind: 'success', message: registered.message });
    expect(classifyResult(response(200, placesLeft))).toMatchObject({ message: placesLeft.message });
  });

  it('are Hindi in Hindi: a refusal, a success toast and a refusal with a number', async () => {
    await i18n.changeLanguage('hi');
    try {
      expect(classifyResult(response(200, refusal))).toMatchObject({
        kind: 'failure',
        message: 'मेंबर के पास काफ़ी क्रेडिट नहीं हैं',
        code: 'creditsNotEnough',
      });
      expect(classifyResult(response(200, registered))).toMatchObject({ kind: 'success', message: 'मेंबर रजिस्टर हो गया' });
      expect(classifyResult(response(200, placesLeft))).toMatchObject({ message: 'इस स्लॉट में सिर्फ़ 2 जगहें बची हैं' });
      // The session-end reasons are counted too (ADR 0069): the sign-in screen says them in Hindi.
      const idle = { requestStatus: 0, message: 'You were signed out …', code: 'signedOutIdle', codeValues: { count: 12 } };
      expect(classifyResult(response(401, idle)).message).toContain('12 घंटे');
      expect(classifyResult(response(200, { requestStatus: 0, message: 'Slot is available' }))).toMatchObject({
        message: 'Slot is available',
      });
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('a refusal with values filled into its template (ADR 0085)', () => {
  const tooLow = {
    requestStatus: 0,
    message: 'Discount should be greater than Rs. 0',
    code: 'discountTooLow',
    codeValues: { currency: 'Rs.' },
  };

  it("reads as the server's English in English, and in Hindi with the same values", async () => {
    expect(classifyResult(response(200, tooLow)).message).toBe(tooLow.message);
    await i18n.changeLanguage('hi');
    try {
      expect(classifyResult(response(200, tooLow)).message).toBe('डिस्काउंट Rs. 0 से ज़्यादा होना चाहिए');
      // Values are interpolation only: one named like an i18next option does not switch the language.
      const odd = { ...tooLow, codeValues: { currency: 'Rs.', lng: 'en' } };
      expect(classifyResult(response(200, odd)).message).toBe('डिस्काउंट Rs. 0 से ज़्यादा होना चाहिए');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
