/**
 * A refusal with a human message (requestStatus 0). Thrown inside a transaction it rolls the
 * transaction back; routes turn it into the reply.
 */
export class BusinessError extends Error {
  /** Fields the reply carries beside the message (e.g. `fairUseLimit`: an admin may override it). */
  readonly details?: Record<string, unknown>;
  constructor(message: string, details?: Record<string, unknown>) {
    super(message);
    this.details = details;
    this.name = 'BusinessError';
  }
}

export function failure(message: string) {
  return { requestStatus: 0 as const, message };
}
