import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { STATUS_CODES } from 'node:http';

/** A 4xx the services raise on purpose; `field` names the input at fault. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export function errorBody(statusCode: number, message: string, field?: string) {
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(field ? { field } : {}),
  };
}

/**
 * Bad input is a 400 that names the field; expected failures keep their 4xx; anything else is
 * logged and answered without internals, so no stack trace or SQL ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]!;
      const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const field = path || error.validationContext || 'request';
      return reply.status(400).send(errorBody(400, `${field}: ${first.message}`, field));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.field));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(status, error.message));
    }
    const rejected = rejectedValue(error) ?? brokenUpload(error);
    if (rejected) return reply.status(400).send(errorBody(400, rejected));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send(errorBody(503, 'The database is unavailable. Please try again in a moment.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, 'Something went wrong on our side.'));
  });
}

const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
]);

function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && CONNECTION_ERRORS.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect/.test(
    message,
  );
}

// Values a schema let through but PostgreSQL cannot store are still the caller's bad input.
const REJECTED_VALUES: Record<string, string> = {
  '22021': 'Text must not contain NUL characters.',
  '22P05': 'Text must not contain NUL characters.',
  '22003': 'A number is out of range.',
};

// The multipart parser (busboy) throws plain errors on a broken upload; they are the sender's fault.
const BROKEN_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of multipart data|Unsupported Content-Type\.|Missing Content-Type-header\.|(Part|File|Field) terminated early)/;

function brokenUpload(error: unknown): string | null {
  const message = error instanceof Error ? error.message : '';
  return BROKEN_MULTIPART.test(message)
    ? `The upload is not well-formed multipart/form-data (${message.replace(/\.$/, '')}).`
    : null;
}

function rejectedValue(error: unknown): string | null {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? (REJECTED_VALUES[code] ?? null) : null;
}
