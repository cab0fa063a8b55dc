import type { AuditProjectType, CharacteristicType, PropertyType, Status } from '@lens/domain';

/**
 * The engine's inputs and outputs. These plain types are the contract between the engine, the
 * importers, the demo and bench generators and the code that lands audits in the database.
 */

export interface Coordinates {
  lat: number;
  lng: number;
}

/** An address by component: the comparator matches component by component. */
export interface StructuredAddress {
  line1: string;
  line2?: string | null;
  city: string;
  postalCode?: string | null;
  region?: string | null;
  countryCode: string;
}

export interface Description {
  header?: string | null;
  content: string;
}

/** Weekly opening hours: day 0 = Monday; times 'HH:MM' 24 h; a closed day has no intervals. */
export interface OpeningHours {
  day: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  intervals: Array<{ open: string; close: string }>;
}

export interface MeetingRoom {
  name: string;
  areaSqm?: number | null;
  /** Capacity per room configuration code (THEATRE, CLASSROOM, BANQUET, U_SHAPE, BOARDROOM, RECEPTION). */
  capacities: Record<string, number>;
}

export interface Photo {
  url: string;
  tags: string[];
}

/** What the chain's reference source (PIM) says is true of a property at the audit date. */
export interface ReferenceProfile {
  propertyId: number;
  propertyType: PropertyType;
  /** ISO 3166-1 alpha-2, used to read local phone numbers. */
  countryCode: string;
  name: string;
  shortName?: string | null;
  brand?: { name: string; code: string } | null;
  address?: StructuredAddress | null;
  phone?: string | null;
  fax?: string | null;
  email?: string | null;
  website?: string | null;
  starRating?: number | null;
  category?: string | null;
  cuisine?: string[] | null;
  reservationLink?: string | null;
  orderLink?: string | null;
  hours?: OpeningHours[] | null;
  coordinates?: Coordinates | null;
  /** Keyed by language code (en, fr, de...). */
  descriptions?: Record<string, Description>;
  amenities?: string[] | null;
  /** Photos the chain supplies; the channel should show at least the audit limit's minimum. */
  photoCount?: number | null;
  meetingRooms?: MeetingRoom[] | null;
  /** True when the property is operating (a channel showing it closed is a knockout). */
  open: boolean;
}

export interface SearchRank {
  pageNumber: number | null;
  position: number | null;
  level: number | null;
}

/** What one channel showed for a property at one time. Absent fields were not published. */
export interface ChannelSnapshot {
  propertyId: number;
  channelId: number;
  capturedAt: string;
  listingUrl?: string | null;
  listingType?: string | null;
  searchRank?: SearchRank | null;
  /** The channel marks the listing closed (temporarily or permanently). */
  shownClosed?: boolean;
  name?: string | null;
  /** The brand or chain the channel files the property under, by name or code ("Hilton", "HH"). */
  brand?: string | null;
  address?: string | StructuredAddress | null;
  phone?: string | null;
  fax?: string | null;
  email?: string | null;
  website?: string | null;
  starRating?: number | string | null;
  category?: string | null;
  cuisine?: string[] | null;
  reservationLink?: string | null;
  orderLink?: string | null;
  hours?: OpeningHours[] | string | null;
  coordinates?: Coordinates | null;
  descriptions?: Record<string, Description>;
  amenities?: string[] | null;
  photos?: Photo[] | null;
  meetingRooms?: MeetingRoom[] | null;
  /** GDS: whether a rate request returned bookable rates, and how many. */
  gdsRates?: { returned: boolean; rateCount?: number | null } | null;
}

/** The channel as the engine needs it: which characteristics it publishes and its category. */
export interface ChannelProfile {
  id: number;
  name: string;
  /** Channel category 1-24 ("channel type" in the audit limits configuration). */
  categoryId: number;
  characteristics: readonly CharacteristicType[];
}

/** The evidence a result keeps, so every score can be explained. */
export interface Evidence {
  /** Short machine name of the rule that decided, e.g. 'distance-within', 'phone-e164-equal'. */
  rule: string;
  /** The threshold the rule compared against, when there is one. */
  threshold?: number | string | null;
  sourceNormalized?: string | null;
  channelNormalized?: string | null;
  /** 0..1 similarity of the normalised values, when measured. */
  similarity?: number | null;
  distanceMiles?: number | null;
  /** Rule-specific details (amenity lists, photo tag counts, per-component address results). */
  details?: Record<string, unknown>;
}

export interface CharacteristicResult {
  characteristic: CharacteristicType;
  status: Status;
  /** 100, 50, 0, or null when the status does not count (review-like) or the result is ignored. */
  accuracy: number | null;
  sourceValue: string | null;
  channelValue: string | null;
  additionalData?: { type?: string; value?: string | null; code?: string | null } | null;
  evidence: Evidence;
  weight: number;
  /** Display order in the general widget; lower first. */
  priority: number;
  /** Left out of the scores by a person (noise control); the status and accuracy are kept. */
  ignored?: boolean;
}

export interface AuditOutcome {
  results: CharacteristicResult[];
  /** Weighted mean of the non-null result accuracies; null when none counts. */
  accuracy: number | null;
  knockout: boolean;
  knockoutReasons: string[];
  /** Listing completeness 0-100 for channels that publish rich content, else null. */
  contentScore: number | null;
  contentScoreComponents: Array<{ name: string; score: number; weight: number; detail: string }>;
}

export interface AuditInput {
  reference: ReferenceProfile;
  snapshot: ChannelSnapshot;
  channel: ChannelProfile;
  projectType: AuditProjectType;
}
