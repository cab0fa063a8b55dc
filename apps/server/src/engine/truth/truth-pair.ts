import type { CharacteristicType, PropertyType, Status } from '@lens/domain';
import type { ChannelSnapshot, ReferenceProfile } from '../types.ts';

/**
 * One hand-labelled listing pair: what the chain's reference says, what a channel shows, and the
 * status a content manager would give it, with the reason in one line. Pairs are written from how
 * real channels render listings (docs/product-rules.md, "Verdicts"); public facts only.
 */
export interface TruthPair {
  /** Stable and unique, e.g. 'name-gb-terminal-number'. */
  id: string;
  characteristic: CharacteristicType;
  /** ISO 3166-1 alpha-2 country of the property. */
  country: string;
  /** The channel the listing is rendered as, by its catalog name (Google, Booking.com, Sabre...). */
  channel: string;
  propertyType?: PropertyType;
  /** The reference facts the pair needs; the rest of the profile is filled in neutrally. */
  reference: Partial<ReferenceProfile>;
  /** What the channel shows; only these fields are on the listing. */
  listing: Partial<ChannelSnapshot>;
  expected: Status;
  reason: string;
  /** A person's audit (MANUAL) instead of an automated capture, where that changes the verdict. */
  manual?: boolean;
}
