import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SessionUser } from '@lens/contracts';
import { LRUCache } from 'lru-cache';

/**
 * Changes with each build of the server, so a browser's copy from before a deploy is not
 * confirmed by code that may answer differently. The bundle (dist/main.js) hashes its own file,
 * the same in every process of one deploy; run from source, each process draws its own.
 */
const CODE_VERSION = import.meta.url.endsWith('.ts')
  ? randomUUID()
  : createHash('sha256')
      .update(readFileSync(fileURLToPath(import.meta.url)))
      .digest('base64url');

/** Bodies kept per process; the largest answers (10,000-property lists) are about 3 MB. */
const BODIES_MAX_BYTES = 64 * 1024 * 1024;

/**
 * Everything a cached read's answer depends on besides the client's data: who asks (`audienceOf`),
 * today (the default date range ends today) and the path with its query.
 */
export function answerKey(audience: string, today: string, url: string): string {
  return JSON.stringify([audience, today, url]);
}

/**
 * What a user may see, which is all that a cached read's answer takes from the user: the client
 * and the views they may open (every one of the client's for an administrator; the first is the
 * default). Users who may open the same views share answers, so a chain's managers opening the
 * same overview on a Monday morning compute it once; a user who may open other views never meets
 * their answers.
 */
export function audienceOf(user: SessionUser, viewIds: readonly number[]): string {
  return `${user.clientId}:${viewIds.join(',')}`;
}

/**
 * A weak validator: the same answer goes out plain, gzip or brotli, equal in meaning but not in
 * bytes. Opaque, so it reveals neither the user nor the version.
 */
export function etagOf(key: string, dataVersion: string): string {
  const hash = createHash('sha256').update(`${CODE_VERSION}\n${dataVersion}\n${key}`);
  return `W/"${hash.digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match by weak comparison (RFC 9110 13.1.2): any listed tag, or `*`. */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

export interface AnswerBodies {
  /** The body stored under `key` for this very data version, else undefined. */
  get(key: string, dataVersion: string): string | undefined;
  set(key: string, dataVersion: string, body: string): void;
}

/**
 * The serialized answers last sent, least recently used dropped first. One entry per key: the
 * answer of a newer data version replaces the older one rather than sitting beside it.
 */
export function answerBodies(maxBytes = BODIES_MAX_BYTES): AnswerBodies {
  const cache = new LRUCache<string, { dataVersion: string; body: string }>({
    maxSize: maxBytes,
    maxEntrySize: maxBytes / 4,
    sizeCalculation: (entry, key) => entry.body.length + key.length,
  });
  return {
    get: (key, dataVersion) => {
      const entry = cache.get(key);
      return entry?.dataVersion === dataVersion ? entry.body : undefined;
    },
    set: (key, dataVersion, body) => {
      cache.set(key, { dataVersion, body });
    },
  };
}
