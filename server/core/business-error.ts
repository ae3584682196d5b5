/**
 * A refusal with a human message (requestStatus 0). Thrown inside a transaction it rolls the
 * transaction back; routes turn it into the reply.
 */
export class BusinessError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BusinessError';
  }
}

export function failure(message: string) {
  return { requestStatus: 0 as const, message };
}
