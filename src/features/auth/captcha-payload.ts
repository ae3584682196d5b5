import { solveChallengeWorkers, type Challenge } from 'altcha/lib';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import ShaWorker from 'altcha/workers/sha?worker';

/** A challenge as GET /api/public/captcha sends it: the signed parameters and their signature. */
interface ChallengeReply {
  parameters: Challenge['parameters'];
  signature: string;
}

/** The proof-of-work worker for the challenge's algorithm (ALTCHA's own workers; each loads when first used). */
function workerFor(algorithm: string): Worker {
  return algorithm.startsWith('PBKDF2') ? new Pbkdf2Worker() : new ShaWorker();
}

/** A solved challenge: what the login request carries, and until when the server takes it (ms). */
export interface SolvedCaptcha {
  payload: string;
  expiresAt: number | null;
}

/**
 * What the login request carries as `captcha`: the challenge and ALTCHA's solution, base64 JSON,
 * the form server/modules/session/captcha.ts verifies. null when the challenge cannot be fetched
 * or solved.
 */
export async function solvedPayload(challengeUrl: string, signal?: AbortSignal): Promise<SolvedCaptcha | null> {
  const response = await fetch(challengeUrl, { cache: 'no-store', signal });
  if (!response.ok) return null;
  const { parameters, signature } = (await response.json()) as ChallengeReply;
  const challenge = { parameters, signature };
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort());
  const solution = await solveChallengeWorkers({
    challenge,
    controller,
    // Two workers on a desk tablet are enough for the server's cost; more only compete with the page.
    concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2)),
    createWorker: workerFor,
  });
  if (!solution) return null;
  // The challenge's expiry is in seconds since the epoch.
  const expiresAt = typeof parameters.expiresAt === 'number' ? parameters.expiresAt * 1000 : null;
  return { payload: btoa(JSON.stringify({ challenge, solution })), expiresAt };
}
