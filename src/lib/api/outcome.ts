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
