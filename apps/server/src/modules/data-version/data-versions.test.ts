import { describe, expect, it } from 'vitest';
import { EVERY_CLIENT } from './data-version.queries.ts';
import { dataVersions } from './data-versions.ts';

/** A database whose client versions the test sets, counting the reads. */
function fakeDatabase() {
  const current = new Map<number, string>([
    [1, 'a1'],
    [2, 'b1'],
  ]);
  let reads = 0;
  const query = async (_sql: string, params: unknown[]) => {
    reads += 1;
    return { rows: [{ version: current.get(params[0] as number)! }] };
  };
  return {
    db: { query } as never,
    set: (clientId: number, version: string) => current.set(clientId, version),
    reads: () => reads,
  };
}

describe('data versions in memory', () => {
  it('reads every time while no bump can be heard', async () => {
    const database = fakeDatabase();
    const versions = dataVersions(database.db);
    expect(await versions.of(1)).toBe('a1');
    database.set(1, 'a2');
    expect(await versions.of(1)).toBe('a2');
    expect(database.reads()).toBe(2);
  });

  it('reads once while bumps are heard, and again after one for that client', async () => {
    const database = fakeDatabase();
    const versions = dataVersions(database.db);
    versions.hearsBumps(true);
    expect(await versions.of(1)).toBe('a1');
    expect(await versions.of(2)).toBe('b1');
    database.set(1, 'a2');
    expect(await versions.of(1)).toBe('a1');
    expect(database.reads()).toBe(2);

    versions.forget(1);
    expect(await versions.of(1)).toBe('a2');
    expect(await versions.of(2)).toBe('b1');
    expect(database.reads()).toBe(3);
  });

  it('reads again a copy kept from before a write another process answered', async () => {
    const database = fakeDatabase();
    const versions = dataVersions(database.db);
    versions.hearsBumps(true);
    const keptFrom = Date.now();
    expect(await versions.of(1)).toBe('a1');
    database.set(1, 'a2');
    // A write answered long before the copy was read changes nothing.
    expect(await versions.of(1, keptFrom - 60_000)).toBe('a1');
    expect(database.reads()).toBe(1);
    // One answered after it was read (a cookie from the future stands for it) does.
    expect(await versions.of(1, Date.now() + 60_000)).toBe('a2');
    expect(await versions.of(1)).toBe('a2');
    expect(database.reads()).toBe(2);
  });

  it('forgets every client on a bump of all, and when the LISTEN is lost or back', async () => {
    const database = fakeDatabase();
    const versions = dataVersions(database.db);
    versions.hearsBumps(true);
    await versions.of(1);
    await versions.of(2);
    database.set(1, 'a2');
    database.set(2, 'b2');
    versions.forget(EVERY_CLIENT);
    expect([await versions.of(1), await versions.of(2)]).toEqual(['a2', 'b2']);

    database.set(1, 'a3');
    versions.hearsBumps(false);
    versions.hearsBumps(true);
    expect(await versions.of(1)).toBe('a3');
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const db = {
      query: async () => {
        if (fail) throw new Error('connection lost');
        return { rows: [{ version: 'ok' }] };
      },
    } as never;
    const versions = dataVersions(db);
    versions.hearsBumps(true);
    await expect(versions.of(1)).rejects.toThrow('connection lost');
    fail = false;
    expect(await versions.of(1)).toBe('ok');
  });
});
