import type { Status } from '@lens/domain';
import type { Photo } from '../types.ts';
import { verdict, type Comparator } from './verdict.ts';

/** Tag name (lower case) -> how many photos carry it: the fetched-tags widget's statistics. */
export function photoTagStats(photos: readonly Photo[]): Record<string, number> {
  // Tags come from a vocabulary of a dozen words: counting them as written in two small arrays
  // is faster than a Map, and this loop runs for every tag of every photo.
  const tags: string[] = [];
  const counts: number[] = [];
  for (let i = 0; i < photos.length; i++) {
    const photoTags = (photos[i] as Photo).tags;
    for (let j = 0; j < photoTags.length; j++) {
      const tag = photoTags[j] as string;
      const index = tags.indexOf(tag);
      if (index < 0) {
        tags.push(tag);
        counts.push(1);
      } else counts[index] = (counts[index] as number) + 1;
    }
  }
  // Without a prototype, no tag name ("__proto__") can do more than name a count; and it is
  // twice as fast as a Map turned into an object.
  const stats: Record<string, number> = Object.create(null);
  for (let i = 0; i < tags.length; i++) {
    const name = (tags[i] as string).trim().toLowerCase();
    if (name !== '') stats[name] = (stats[name] ?? 0) + (counts[i] as number);
  }
  return stats;
}

/**
 * PRESENT when the channel shows at least the minimum, DISCREPANCY when fewer, NOT-PRESENT when
 * none. A chain that supplies fewer photos than the minimum cannot be asked for more: the minimum
 * is then what it supplies. Not audited when the chain supplies none and the channel shows none.
 */
export const comparePhotos: Comparator = (reference, snapshot, context) => {
  const photos = snapshot.photos ?? [];
  const supplied = reference.source.photoCount ?? null;
  if (photos.length === 0 && supplied === 0) return null;
  const minimum = Math.max(1, Math.min(context.limits.photos.minimum, supplied ?? Infinity));
  const status: Status =
    photos.length === 0 ? 'NOT-PRESENT' : photos.length >= minimum ? 'PRESENT' : 'DISCREPANCY';
  return verdict(
    status,
    supplied === null ? null : `${supplied} photos`,
    `${photos.length} photos`,
    {
      rule: 'photo-minimum',
      threshold: minimum,
      sourceNormalized: supplied === null ? null : String(supplied),
      channelNormalized: String(photos.length),
      details: { count: photos.length, minimum, supplied, tagsStat: photoTagStats(photos) },
    },
  );
};
