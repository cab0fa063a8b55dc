import { ApiError } from './api-client.ts';

/** The server's message without the field prefix it starts with, for a person to read. */
export function readableError(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.field && error.message.startsWith(`${error.field}: `)
    ? error.message.slice(error.field.length + 2)
    : error.message;
}
