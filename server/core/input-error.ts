/**
 * Bad input found outside the zod schemas (a header, a date that does not exist, a body too
 * deep to check by schema): the error handler answers 400 with the envelope naming the field.
 */
export class InputError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${field}: ${detail}`);
    this.name = 'InputError';
  }
}

/** A refusal with its own HTTP status (409, 422 …) and a human message in the envelope. */
export class StatusError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'StatusError';
  }
}
