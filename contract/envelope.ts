import { z } from 'zod';

/** 1 success, 0 business failure with a human message, -1 feature not permitted. */
export const RequestStatus = { success: 1, failure: 0, forbidden: -1 } as const;
export type RequestStatusCode = (typeof RequestStatus)[keyof typeof RequestStatus];

export const fieldError = z.object({
  path: z.string(),
  message: z.string(),
  /** The refusal's key in the console's `server` catalogue (contract/field-codes.ts); `message` stays the English. */
  code: z.string().optional(),
  /** The field and numbers the key's text takes ("field", "count", "limit" …). */
  codeValues: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FieldError = z.infer<typeof fieldError>;

export const baseReply = z.object({
  requestStatus: z.union([z.literal(1), z.literal(0), z.literal(-1)]),
  message: z.string().optional(),
  /** The message's code, when the console translates it (ADR 0085); the English text stays in `message`. */
  code: z.string().optional(),
  /**
   * The values in a coded message: `count`, the number ("… for 12 hours") for the console's
   * plurals, or what the contract's template was filled with ("… greater than {currency} 0").
   */
  codeValues: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
  errors: z.array(fieldError).optional(),
});
export type BaseReply = z.infer<typeof baseReply>;

/** A reply schema: the envelope plus the data fields of one call. */
export function reply<T extends z.ZodRawShape>(shape: T) {
  return baseReply.extend(shape);
}

export const NO_PERMISSION_MESSAGE = "Sorry, you don't have permission to do that";
