import type { z } from 'zod';
import { ReplyMessages, fieldRefusalMessage, serverMessage, type ApiOutcome, type FieldRefusalEntry } from './outcome';

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

/** The reply's field refusals (`errors[]`), when it has any that read as { path, message }. */
function fieldRefusals(body: Envelope | null): FieldRefusalEntry[] | undefined {
  if (!Array.isArray(body?.errors)) return undefined;
  return (body.errors as unknown[]).filter(
    (e): e is FieldRefusalEntry =>
      e !== null &&
      typeof e === 'object' &&
      typeof (e as FieldRefusalEntry).path === 'string' &&
      typeof (e as FieldRefusalEntry).message === 'string',
  );
}

/**
 * The envelope's message in the language on screen (by its code), or undefined when it has none.
 * A refusal of the request's fields says "<path>: <first refusal>" (server/plugins/errors.ts):
 * that first refusal is shown by its own code, the path (the field's name on the wire) as sent.
 */
function said(body: Envelope | null): string | undefined {
  const message = text(body?.message);
  if (!message || !body) return message;
  const first = body.code === undefined ? fieldRefusals(body)?.[0] : undefined;
  if (first && message === `${first.path}: ${first.message}`) return `${first.path}: ${fieldRefusalMessage(first)}`;
  return serverMessage(body, message);
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
    // Each field refusal in the language on screen, by its code (a form shows it under its field).
    const errors = fieldRefusals(body)?.map((e) => ({ path: e.path, message: fieldRefusalMessage(e) }));
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
