import { ADDRESSES_PAIRS } from './addresses.ts';
import { AMENITIES_PHOTOS_PAIRS } from './amenities-photos.ts';
import { CLASSIFICATION_PAIRS } from './classification.ts';
import { CONTACT_PAIRS } from './contact.ts';
import { DESCRIPTIONS_PAIRS } from './descriptions.ts';
import { GEO_PAIRS } from './geo.ts';
import { HOURS_PAIRS } from './hours.ts';
import { LINKS_PAIRS } from './links.ts';
import { MEETING_ROOMS_PAIRS } from './meeting-rooms.ts';
import { NAMES_PAIRS } from './names.ts';
import type { TruthPair } from '../truth-pair.ts';

/** The labelled corpus, one file per group of characteristics. */
export const TRUTH_PAIRS: readonly TruthPair[] = [
  ...NAMES_PAIRS,
  ...CLASSIFICATION_PAIRS,
  ...ADDRESSES_PAIRS,
  ...CONTACT_PAIRS,
  ...GEO_PAIRS,
  ...LINKS_PAIRS,
  ...HOURS_PAIRS,
  ...DESCRIPTIONS_PAIRS,
  ...AMENITIES_PHOTOS_PAIRS,
  ...MEETING_ROOMS_PAIRS,
];
