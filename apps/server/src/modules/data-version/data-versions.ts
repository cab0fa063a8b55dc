import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { listenToChannel, type ChannelListener } from '../../db/listen-channel.ts';
import { DATA_VERSION_CHANNEL, EVERY_CLIENT, readDataVersion } from './data-version.queries.ts';

export interface DataVersions {
  /**
   * The client's data version, from memory when this process would have heard of a change. A
   * copy read before `writtenAt` (ms since the epoch) is read again: a write another process
   * just answered may not have reached this one's LISTEN yet.
   */
  of(clientId: number, writtenAt?: number): Promise<string>;
  /** Forgets one client's version, or every client's (`EVERY_CLIENT`). */
  forget(clientId: number | typeof EVERY_CLIENT): void;
  /** Whether bumps reach this process; versions are kept only while they do. */
  hearsBumps(on: boolean): void;
}

/**
 * Each client's data version as this process knows it: read once, then kept until a bump is
 * heard, so an answer's ETag costs no database round trip. While no LISTEN holds (before it
 * starts, or after its connection dropped) a bump could go unheard, so nothing is kept.
 */
export function dataVersions(db: Pick<pg.Pool, 'query'>): DataVersions {
  const known = new Map<number, { version: Promise<string>; readFrom: number }>();
  let hearing = false;
  return {
    of(clientId, writtenAt = 0) {
      if (!hearing) return readDataVersion(db, clientId);
      const kept = known.get(clientId);
      if (kept && kept.readFrom >= writtenAt) return kept.version;
      const read = { version: readDataVersion(db, clientId), readFrom: Date.now() };
      known.set(clientId, read);
      // A failed read is not kept: the next call asks again.
      read.version.catch(() => known.get(clientId) === read && known.delete(clientId));
      return read.version;
    },
    forget(clientId) {
      if (clientId === EVERY_CLIENT) known.clear();
      else known.delete(clientId);
    },
    hearsBumps(on) {
      hearing = on;
      known.clear();
    },
  };
}

/**
 * Hears every process's bumps (bumpDataVersion's notifications) and forgets the versions they
 * change. Each (re)connection starts from an empty memory, as bumps may have been missed.
 */
export function listenForDataVersions(
  pool: pg.Pool,
  versions: DataVersions,
  log: FastifyBaseLogger,
): Promise<ChannelListener> {
  return listenToChannel(
    pool,
    DATA_VERSION_CHANNEL,
    {
      // Anything but one client's id (EVERY_CLIENT, or a payload nobody expected) forgets all.
      notified: (payload) =>
        versions.forget(/^\d+$/.test(payload ?? '') ? Number(payload) : EVERY_CLIENT),
      listening: () => versions.hearsBumps(true),
      lost: () => versions.hearsBumps(false),
    },
    log,
  );
}
