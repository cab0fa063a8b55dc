import type { FastifyInstance } from 'fastify';
import { HttpError } from './error-handler.ts';

// With the u flag a pair is one code point: only a lone surrogate is in this category.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The path of the first string in `value` that is not well-formed UTF-16, or null. Walked with a
 * stack of its own, not by recursion: a hostile body may nest arrays thousands deep.
 */
function malformedAt(value: unknown): string | null {
  const pending: Array<{ value: unknown; at: string }> = [{ value, at: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, at } = next;
    if (typeof item === 'string') {
      if (LONE_SURROGATE.test(item)) return at;
    } else if (item && typeof item === 'object') {
      const entries = Array.isArray(item) ? item.entries() : Object.entries(item);
      const children = [...entries].map(([key, child]) => ({
        value: child,
        at: at ? `${at}.${key}` : String(key),
      }));
      // Reversed onto the stack, so the first field is looked at first.
      for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]!);
    }
  }
  return null;
}

/**
 * Refuses text holding a lone UTF-16 surrogate (JSON may escape one, "\ud800") with a 400 naming
 * the field, before any schema or store sees it: PostgreSQL refuses such text in json and jsonb,
 * which would otherwise surface as a server error halfway through a write.
 */
export function registerWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['body', request.body],
      ['query', request.query],
      ['params', request.params],
    ] as const) {
      const field = malformedAt(value);
      if (field !== null) {
        throw new HttpError(
          400,
          `${field || part}: must be valid text (it holds a lone surrogate, half of a character)`,
          field || part,
        );
      }
    }
  });
}
