import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldError } from '../../contract/envelope';
import { isBadValue, isDatabaseUnavailable } from '../db/failures';
import { InputError } from '../core/input-error';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';
export const NOT_FOUND_MESSAGE = 'Not found';
/** 503 while the database restarts: the console treats it like no connection and retries. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now, please try again in a moment';
export const BAD_VALUE_MESSAGE = 'A value in the request is out of range or not valid';

interface ZodIssueLike {
  instancePath: string;
  message: string;
}

/** "/customer/mobile" in body → "customer.mobile"; the whole body → "body". */
function fieldPath(context: string | undefined, instancePath: string): string {
  const inner = instancePath.split('/').filter(Boolean).join('.');
  return inner || context || 'request';
}

export function validationFields(context: string | undefined, issues: ZodIssueLike[]): FieldError[] {
  return issues.map((issue) => ({ path: fieldPath(context, issue.instancePath), message: issue.message }));
}

/**
 * Envelope replies skip the route's response schema, which describes its success shape. They are
 * JSON whatever the route had set before it refused (a stream's text/event-stream, a download's
 * type), so the console reads their message.
 */
export function sendEnvelope(reply: FastifyReply, status: number, body: object) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => JSON.stringify(payload))
    .send(body);
}

export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationFields(error.validationContext, error.validation as unknown as ZodIssueLike[]);
      const first = errors[0];
      return sendEnvelope(reply, 400, { requestStatus: 0, message: `${first.path}: ${first.message}`, errors });
    }
    if (error instanceof InputError) {
      return sendEnvelope(reply, 400, { requestStatus: 0, message: error.message, errors: [{ path: error.field, message: error.detail }] });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return sendEnvelope(reply, 503, { requestStatus: 0, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    if (isBadValue(error)) {
      request.log.warn({ err: error }, 'database refused a value');
      return sendEnvelope(reply, 400, {
        requestStatus: 0,
        message: BAD_VALUE_MESSAGE,
        errors: [{ path: 'request', message: BAD_VALUE_MESSAGE }],
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, empty body, too large…) carry safe messages.
      const errors: FieldError[] = status === 400 ? [{ path: 'body', message: error.message }] : [];
      return sendEnvelope(reply, status, { requestStatus: 0, message: error.message, ...(errors.length ? { errors } : {}) });
    }
    request.log.error({ err: error }, 'request failed');
    return sendEnvelope(reply, 500, { requestStatus: 0, message: GENERIC_ERROR_MESSAGE });
  });
});
