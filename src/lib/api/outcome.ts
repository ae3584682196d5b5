/** What a call ended in, in the order of precedence of spec 1 §7 / spec 3 §8. */
export type ApiOutcome<T> =
  | { ok: true; kind: 'success'; data: T; message?: string }
  | {
      ok: false;
      kind: 'failure';
      message: string;
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

export const ReplyMessages = {
  noResponse: 'Some Resources could not be loaded, try reloading the page',
  notFound: 'Please try again later',
  somethingWrong: 'Something went wrong, please contact the provider',
  /** Same text as contract NO_PERMISSION_MESSAGE (a test keeps them equal); copied so the login screen does not load zod. */
  noPermission: "Sorry, you don't have permission to do that",
  signedOut: 'Your session has ended. Please sign in again.',
} as const;
