import type { AuditLimits } from './audit-limits.ts';
import { matchTerms, type TermMatch } from './comparators/term-match.ts';
import {
  prepareAmenities,
  prepareRooms,
  type PreparedRoom,
  type PreparedTerms,
} from './prepare-values.ts';
import type { PreparedReference } from './prepared-reference.ts';
import type { ChannelSnapshot } from './types.ts';

/**
 * One audit's channel side, for the values more than one rule reads (meeting rooms by three
 * comparators, the amenity match by its comparator and the content score): each is prepared on
 * first use and kept for the rest of the audit.
 */
export class PreparedChannel {
  #rooms: PreparedRoom[] | undefined;
  #amenities: PreparedTerms | null | undefined;
  #amenityMatch: TermMatch | null | undefined;

  constructor(
    readonly reference: PreparedReference,
    readonly snapshot: ChannelSnapshot,
    readonly limits: AuditLimits,
  ) {}

  get rooms(): PreparedRoom[] {
    this.#rooms ??= prepareRooms(this.snapshot.meetingRooms);
    return this.#rooms;
  }

  get amenities(): PreparedTerms | null {
    if (this.#amenities === undefined) this.#amenities = prepareAmenities(this.snapshot.amenities);
    return this.#amenities;
  }

  /** The reference amenities matched against the channel's; null when the reference lists none. */
  get amenityMatch(): TermMatch | null {
    if (this.#amenityMatch === undefined) {
      const reference = this.reference.amenities;
      this.#amenityMatch =
        reference && matchTerms(reference, this.amenities, this.limits.amenities.variantSimilarity);
    }
    return this.#amenityMatch;
  }
}
