import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export interface Reply {
  status: number;
  body: { requestStatus?: number; message?: string; [key: string]: unknown };
  ms: number;
}

/** One JSON call with its wall-clock latency (ms, high resolution). */
export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  let body: Reply['body'];
  try {
    body = JSON.parse(text);
  } catch {
    body = { message: text.slice(0, 200) };
  }
  return { status: res.status, body, ms };
}

export interface Login {
  token: string;
  /** Latency of POST /api/public/login alone (the captcha is solved before it starts). */
  loginMs: number;
  solveMs: number;
}

/** Signs in the way the console does: fetch an ALTCHA challenge, solve it, post the login. */
export async function login(baseUrl: string, username: string, password: string): Promise<Login> {
  const captchaReply = await call(baseUrl, 'GET', '/api/public/captcha');
  if (captchaReply.status !== 200) throw new Error(`GET /api/public/captcha answered ${captchaReply.status}`);
  const { parameters, signature } = captchaReply.body as unknown as Challenge;
  const challenge = { parameters, signature } as Challenge;
  const solveStarted = performance.now();
  const solution = await solveChallenge({ challenge, deriveKey });
  const solveMs = performance.now() - solveStarted;
  if (!solution) throw new Error('the captcha could not be solved');
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const reply = await call(baseUrl, 'POST', '/api/public/login', { body: { username, password, captcha } });
  const auth = reply.body.userAuth as { authToken?: string } | undefined;
  if (reply.body.requestStatus !== 1 || !auth?.authToken) {
    throw new Error(`login of ${username} failed: HTTP ${reply.status} ${reply.body.message ?? ''}`);
  }
  return { token: auth.authToken, loginMs: reply.ms, solveMs };
}
