import { fieldName } from '../i18n/field-names';
import { i18n } from '../i18n/i18n';

/** What a call ended in, in the order of precedence of spec 1 §7 / spec 3 §8. */
export type ApiOutcome<T> =
  | { ok: true; kind: 'success'; data: T; message?: string }
  | {
      ok: false;
      kind: 'failure';
      message: string;
      /** The server's code for the message (ADR 0085), to act on a refusal in any language. */
      code?: string;
      status: number;
      errors?: { path: string; message: string }[];
      /** The refusal's own fields beside the message (e.g. checkout's `fairUseLimit`). */
      details?: Record<string, unknown>;
    }
  | { ok: false; kind: 'forbidden'; message: string; status: number }
  | { ok: false; kind: 'http-error-message'; message: string; status: number }
  | { ok: false; kind: 'http-error'; message: string; status?: number }
  | { ok: false; kind: 'not-found'; message: string; status: number }
  | { ok: false; kind: 'unauthorized'; message: string; status: number }
  | { ok: false; kind: 'no-response'; message: string };

export type ApiFailure = Exclude<ApiOutcome<unknown>, { ok: true }>;

/** The console's own words for replies that do not explain themselves, in the language on screen (common:reply.*). */
export const ReplyMessages = {
  get noResponse() {
    return i18n.t('common:reply.noResponse');
  },
  get notFound() {
    return i18n.t('common:reply.notFound');
  },
  get somethingWrong() {
    return i18n.t('common:reply.somethingWrong');
  },
  /** Same English as contract NO_PERMISSION_MESSAGE (a test keeps them equal); not imported, so the login screen does not load zod. */
  get noPermission() {
    return i18n.t('common:reply.noPermission');
  },
  get signedOut() {
    return i18n.t('common:reply.signedOut');
  },
};

/**
 * A server message in the language on screen (ADR 0085): by its `code` when the catalogue has
 * it (with `codeValues`: the count for plurals, a template's filled texts), else as the server wrote it.
 */
export function serverMessage(body: { message?: unknown; code?: unknown; codeValues?: unknown }, message: string): string {
  const code = typeof body.code === 'string' ? body.code : undefined;
  const values = body.codeValues && typeof body.codeValues === 'object' ? (body.codeValues as Record<string, unknown>) : {};
  // The texts a template was filled with ({{currency}}), as interpolation values only (never
  // i18next options such as lng), and the count: a counted message's keys are its plural forms
  // only (placesLeft_one, _other).
  const replace = Object.fromEntries(
    Object.entries(values).filter(([name, value]) => (name === 'count' ? typeof value === 'number' : typeof value === 'string')),
  );
  const options = typeof replace.count === 'number' ? { count: replace.count, replace } : { replace };
  if (!code || !i18n.exists(`server:${code}`, options)) return message;
  return i18n.t(`server:${code}`, options);
}

/** One entry of a 400's `errors[]`: the field, its English, and the refusal's code when the server knows it. */
export interface FieldRefusalEntry {
  path: string;
  message: string;
  code?: unknown;
  codeValues?: unknown;
}

/**
 * A field refusal in the language on screen (issue 32 §2): by its `code` and `codeValues`
 * (contract/field-codes.ts; a field rule's `field` is the rule's English name, translated when
 * the catalogue names it), else its English as the server wrote it.
 */
export function fieldRefusalMessage(entry: FieldRefusalEntry): string {
  const code = typeof entry.code === 'string' ? entry.code : undefined;
  if (!code) return entry.message;
  const given = entry.codeValues && typeof entry.codeValues === 'object' ? (entry.codeValues as Record<string, unknown>) : {};
  const values: Record<string, unknown> = { ...given };
  if (typeof given.field === 'string') values.field = fieldName(given.field);
  if (!i18n.exists(`server:${code}`, values)) return entry.message;
  return i18n.t(`server:${code}`, values);
}
