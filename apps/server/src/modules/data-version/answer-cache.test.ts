import type { SessionUser } from '@lens/contracts';
import { describe, expect, it } from 'vitest';
import { answerBodies, answerKey, audienceOf, etagOf, ifNoneMatchHolds } from './answer-cache.ts';

const manager: SessionUser = {
  id: 7,
  email: 'manager@example.com',
  name: 'Manager',
  role: 'USER',
  clientId: 3,
  clientName: 'Client',
};
const URL = '/dashboard/filter/property?view=4';

describe('answer key and ETag', () => {
  const audience = audienceOf(manager, [4, 9]);

  it('differ for each thing the answer depends on besides the data', () => {
    const base = answerKey(audience, '2026-11-24', URL);
    const variants = [
      // Other views (another first view is another default), another client.
      answerKey(audienceOf(manager, [4]), '2026-11-24', URL),
      answerKey(audienceOf(manager, [9, 4]), '2026-11-24', URL),
      answerKey(audienceOf({ ...manager, clientId: 4 }, [4, 9]), '2026-11-24', URL),
      answerKey(audience, '2026-11-25', URL),
      answerKey(audience, '2026-11-24', '/dashboard/filter/property?view=5'),
    ];
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
    const etags = [base, ...variants].map((key) => etagOf(key, 'v1'));
    expect(new Set(etags).size).toBe(etags.length);
  });

  it('are shared by users who may open the same views, whatever their role', () => {
    const colleague = { ...manager, id: 8, email: 'colleague@example.com' };
    const admin = { ...manager, id: 9, role: 'ADMIN' as const };
    expect(answerKey(audienceOf(colleague, [4, 9]), '2026-11-24', URL)).toBe(
      answerKey(audience, '2026-11-24', URL),
    );
    expect(audienceOf(admin, [4, 9])).toBe(audience);
  });

  it('keep the ETag while the data version holds and change it with the version', () => {
    const key = answerKey(audience, '2026-11-24', URL);
    expect(etagOf(key, 'v1')).toBe(etagOf(key, 'v1'));
    expect(etagOf(key, 'v2')).not.toBe(etagOf(key, 'v1'));
    expect(etagOf(key, 'v1')).toMatch(/^W\/"[\w-]{32}"$/);
  });

  it('reveal neither the user nor the version in the ETag', () => {
    const etag = etagOf(answerKey(audience, '2026-11-24', URL), 'secret-version');
    expect(etag).not.toContain('secret-version');
    expect(etag).not.toContain('manager');
  });
});

describe('If-None-Match', () => {
  const etag = 'W/"abc"';
  it('holds for the tag, weak or strong, alone or listed, and for *', () => {
    expect(ifNoneMatchHolds('W/"abc"', etag)).toBe(true);
    expect(ifNoneMatchHolds('"abc"', etag)).toBe(true);
    expect(ifNoneMatchHolds('"x", W/"abc" ,"y"', etag)).toBe(true);
    expect(ifNoneMatchHolds('*', etag)).toBe(true);
  });
  it('does not hold for another tag or none', () => {
    expect(ifNoneMatchHolds(undefined, etag)).toBe(false);
    expect(ifNoneMatchHolds('', etag)).toBe(false);
    expect(ifNoneMatchHolds('W/"abcd", "ab"', etag)).toBe(false);
  });
});

describe('answer bodies', () => {
  it('give a body back only for the data version it was stored under', () => {
    const bodies = answerBodies(1000);
    bodies.set('k', 'v1', '{"a":1}');
    expect(bodies.get('k', 'v1')).toBe('{"a":1}');
    expect(bodies.get('k', 'v2')).toBeUndefined();
    expect(bodies.get('other', 'v1')).toBeUndefined();
  });

  it('keep one entry per key: a newer version replaces the older', () => {
    const bodies = answerBodies(1000);
    bodies.set('k', 'v1', 'old');
    bodies.set('k', 'v2', 'new');
    expect(bodies.get('k', 'v1')).toBeUndefined();
    expect(bodies.get('k', 'v2')).toBe('new');
  });

  it('drop the least recently used bodies beyond the size bound, and keep none too large', () => {
    // Each entry counts its body and key: 21 of the 100, and at most a quarter for one entry.
    const bodies = answerBodies(100);
    for (const key of ['a', 'b', 'c', 'd']) bodies.set(key, 'v', 'x'.repeat(20));
    bodies.get('a', 'v');
    bodies.set('e', 'v', 'x'.repeat(20));
    expect(bodies.get('a', 'v')).toBeDefined();
    expect(bodies.get('b', 'v')).toBeUndefined();
    expect(bodies.get('e', 'v')).toBeDefined();
    bodies.set('huge', 'v', 'x'.repeat(30));
    expect(bodies.get('huge', 'v')).toBeUndefined();
  });
});
