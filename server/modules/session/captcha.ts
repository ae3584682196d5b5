import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import type { AppSettings } from '../../core/settings';

const ALGORITHM = 'PBKDF2/SHA-256';
const SECRET_NAME = 'altcha_hmac_key';

/** The key is the same for every process: env, else one generated row in app_secrets. */
let cachedKey: { db: Db; key: string } | null = null;

async function hmacKey(db: Db, settings: AppSettings['captcha']): Promise<string> {
  if (settings.hmacKey) return settings.hmacKey;
  if (cachedKey?.db === db) return cachedKey.key;
  await db.execute(
    sql`INSERT INTO app_secrets (name, value) VALUES (${SECRET_NAME}, ${randomBytes(32).toString('hex')}) ON CONFLICT DO NOTHING`,
  );
  const [row] = await rows<{ value: string }>(db, sql`SELECT value FROM app_secrets WHERE name = ${SECRET_NAME}`);
  cachedKey = { db, key: row.value };
  return row.value;
}

/** Separate key for the derived-key signature, so verifying is one HMAC, not a re-derivation. */
function keySignatureKey(key: string): string {
  return createHmac('sha256', key).update('altcha-key-signature').digest('hex');
}

/** A challenge of the given cost (PBKDF2 iterations; default the setting's). */
export async function newChallenge(db: Db, settings: AppSettings['captcha'], cost = settings.cost): Promise<Challenge> {
  const key = await hmacKey(db, settings);
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(settings.counterMax, settings.counterMin),
    deriveKey,
    expiresAt: new Date(Date.now() + settings.expiresInSeconds * 1000),
    hmacSignatureSecret: key,
    hmacKeySignatureSecret: keySignatureKey(key),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string().min(1), expiresAt: z.number(), cost: z.number() }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string(), time: z.number().optional() }),
});

function decode(captcha: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(captcha, 'base64').toString('utf8'))).data ?? null;
  } catch {
    return null;
  }
}

export type CaptchaCheck = 'verified' | 'failed' | 'too-cheap';

/**
 * Checks the widget's base64 payload: our signature, not expired, real work done, at least
 * `minCost` of it (the cost is inside the signed parameters), and not used before (the nonce is
 * recorded in used_captchas until the challenge expires).
 */
export async function verifyCaptcha(
  db: Db,
  settings: AppSettings['captcha'],
  captcha: string,
  minCost = settings.cost,
): Promise<CaptchaCheck> {
  const payload = decode(captcha);
  if (!payload) return 'failed';
  const key = await hmacKey(db, settings);
  let verified: boolean;
  try {
    const result = await verifySolution({
      challenge: payload.challenge as unknown as Challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: key,
      hmacKeySignatureSecret: keySignatureKey(key),
    });
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) return 'failed';
  if (payload.challenge.parameters.cost < minCost) return 'too-cheap';
  const now = new Date();
  await db.execute(sql`DELETE FROM used_captchas WHERE expires_at < ${now}`);
  const inserted = await rows<{ id: string }>(
    db,
    sql`INSERT INTO used_captchas (challenge_id, expires_at)
        VALUES (${payload.challenge.parameters.nonce}, ${new Date(payload.challenge.parameters.expiresAt * 1000)})
        ON CONFLICT DO NOTHING
        RETURNING challenge_id AS id`,
  );
  return inserted.length === 1 ? 'verified' : 'failed';
}
