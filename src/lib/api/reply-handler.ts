import type { z } from 'zod';
import { ReplyMessages, serverMessage, type ApiOutcome } from './outcome';

/** What came back from one call, before any interpretation. */
export type RawResult = { kind: 'thrown'; error: unknown } | { kind: 'response'; status: number; body: unknown };

type Envelope = {
  requestStatus?: unknown;
  message?: unknown;
  code?: unknown;
  codeValues?: unknown;
  httpErrorMessage?: unknown;
  resourcesNotLoaded?: unknown;
  errors?: unknown;
};

function asEnvelope(body: unknown): Envelope | null {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Envelope) : null;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The envelope's message in the language on screen (by its code), or undefined when it has none. */
function said(body: Envelope | null): string | undefined {
  const message = text(body?.message);
  return message && body ? serverMessage(body, message) : message;
}

/**
 * Turns a raw result into one outcome, applying the precedence of spec 1 §7 / spec 3 §8:
 * no response, 401/403, 404, other status, HTTP error message, -1, 0, 1.
 * Pure: no toasts, no navigation — see `presentOutcome` for those.
 */
export function classifyResult<S extends z.ZodType>(raw: RawResult, schema?: S): ApiOutcome<z.output<S>> {
  if (raw.kind === 'thrown') {
    // fetch rejects with a TypeError when nothing answered (offline, DNS, CORS, aborted).
    const error = raw.error as { name?: string } | null;
    const noResponse = error instanceof TypeError || error?.name === 'AbortError' || error?.name === 'TimeoutError';
    return noResponse
      ? { ok: false, kind: 'no-response', message: ReplyMessages.noResponse }
      : { ok: false, kind: 'http-error', message: ReplyMessages.somethingWrong };
  }
  const { status } = raw;
  const body = asEnvelope(raw.body);
  if (body?.resourcesNotLoaded === true) return { ok: false, kind: 'no-response', message: ReplyMessages.noResponse };
  // The API is up but cannot reach its database: treated as no connection (issue 7).
  if (status === 503) return { ok: false, kind: 'no-response', message: ReplyMessages.noResponse };
  // The server says why a session ended (idle, too old: ADR 0069); the sign-in screen shows it.
  if (status === 401 || status === 403) return { ok: false, kind: 'unauthorized', status, message: said(body) ?? ReplyMessages.signedOut };
  if (status === 404) return { ok: false, kind: 'not-found', status, message: ReplyMessages.notFound };
  const httpMessage = text(body?.httpErrorMessage);
  if (status < 200 || status >= 300) {
    // A non-2xx reply that still explains itself (bad input, rate limit) is an HTTP error message.
    const explained = httpMessage ?? said(body);
    return explained
      ? { ok: false, kind: 'http-error-message', status, message: explained }
      : { ok: false, kind: 'http-error', status, message: ReplyMessages.somethingWrong };
  }
  if (httpMessage) return { ok: false, kind: 'http-error-message', status, message: httpMessage };
  if (!body) return { ok: false, kind: 'http-error', status, message: ReplyMessages.somethingWrong };
  if (body.requestStatus === -1) return { ok: false, kind: 'forbidden', status, message: ReplyMessages.noPermission };
  if (body.requestStatus === 0) {
    const errors = Array.isArray(body.errors) ? (body.errors as { path: string; message: string }[]) : undefined;
    return {
      ok: false,
      kind: 'failure',
      status,
      message: said(body) ?? ReplyMessages.somethingWrong,
      ...(typeof body.code === 'string' ? { code: body.code } : {}),
      errors,
      details: body as Record<string, unknown>,
    };
  }
  if (body.requestStatus !== 1) return { ok: false, kind: 'http-error', status, message: ReplyMessages.somethingWrong };
  // A success's message is a toast's text: in the language on screen too, by its code (Member registered).
  if (!schema) return { ok: true, kind: 'success', data: raw.body as z.output<S>, message: said(body) };
  const parsed = schema.safeParse(raw.body);
  if (!parsed.success) {
    console.error('Reply does not match its contract', parsed.error.issues);
    return { ok: false, kind: 'http-error', status, message: ReplyMessages.somethingWrong };
  }
  return { ok: true, kind: 'success', data: parsed.data, message: said(body) };
}

/** How a caller wants an outcome shown. */
export interface PresentOptions {
  /** Show a success toast: true = the server message, a string = that text. Default: none. */
  success?: boolean | string;
  /** requestStatus 0: 'error' (default), 'warning', or 'none' when the caller shows it itself. */
  failure?: 'error' | 'warning' | 'none';
  /** Show nothing at all (background sync); 401/403 still signs out. */
  silent?: boolean;
}

export interface Toast {
  color: 'red' | 'yellow' | 'green';
  message: string;
}

export interface Presentation {
  toast?: Toast;
  signOut: boolean;
}

/** Decides what the person sees for an outcome. Pure, so every branch is unit-tested. */
export function describeOutcome(outcome: ApiOutcome<unknown>, options: PresentOptions = {}): Presentation {
  if (outcome.kind === 'unauthorized') return { signOut: true };
  if (options.silent) return { signOut: false };
  switch (outcome.kind) {
    case 'success': {
      const message = typeof options.success === 'string' ? options.success : options.success ? outcome.message : undefined;
      return { signOut: false, toast: message ? { color: 'green', message } : undefined };
    }
    case 'failure':
      if (options.failure === 'none') return { signOut: false };
      return { signOut: false, toast: { color: options.failure === 'warning' ? 'yellow' : 'red', message: outcome.message } };
    default:
      return { signOut: false, toast: { color: 'red', message: outcome.message } };
  }
}
