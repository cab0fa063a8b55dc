import {
  CHARACTERISTIC_LABELS,
  isCharacteristicType,
  type ACCEPTED_VARIANT_RULE,
  type EvidenceRule,
} from '@lens/domain';
import type { Evidence } from '../types.ts';
import { categoryFacts, cuisineFacts, ratingFacts } from './classification.ts';
import { emailFacts, phoneFacts } from './contacts.ts';
import { descriptionFacts } from './descriptions.ts';
import { clipped, none, text, type Details, type FactReader } from './fact-text.ts';
import { hoursFacts } from './hours.ts';
import { linkFacts } from './links.ts';
import { amenityFacts, gdsFacts, photoFacts, roomFacts } from './listing.ts';
import { brandFacts, nameFacts } from './names.ts';
import { addressFacts, geoFacts } from './places.ts';

/**
 * One reader per rule the engine emits: typed by the domain's list of rule descriptions, so a
 * rule cannot be described without saying how its evidence reads, nor the other way round.
 * Rules that need no line ("absent-on-channel": the rule says it all) read as none.
 */
export const FACT_READERS: Readonly<
  Record<Exclude<EvidenceRule, typeof ACCEPTED_VARIANT_RULE>, FactReader>
> = {
  'absent-in-reference': none,
  'absent-on-channel': none,
  'name-equal': nameFacts,
  'name-variant': nameFacts,
  'name-similar': nameFacts,
  'name-typo': nameFacts,
  'name-review-band': nameFacts,
  'name-reordered': nameFacts,
  'name-token-added': nameFacts,
  'name-token-dropped': nameFacts,
  'name-words-changed': nameFacts,
  'name-token-substituted': nameFacts,
  'name-truncated': nameFacts,
  'name-script-differs': nameFacts,
  'name-unreadable': nameFacts,
  'brand-code-equal': brandFacts,
  'brand-code-unknown': brandFacts,
  'brand-known': brandFacts,
  'brand-family': brandFacts,
  'brand-different': brandFacts,
  'address-components': addressFacts,
  'phone-e164-equal': phoneFacts,
  'phone-extension-differs': phoneFacts,
  'phone-different': phoneFacts,
  'phone-shows-fax': phoneFacts,
  'fax-shows-phone': phoneFacts,
  'phone-unreadable': phoneFacts,
  'reference-phone-unreadable': phoneFacts,
  'email-equal': emailFacts,
  'email-same-domain': emailFacts,
  'email-other-property-mailbox': emailFacts,
  'email-different': emailFacts,
  'email-unreadable': emailFacts,
  'reference-email-unreadable': emailFacts,
  'url-equal': linkFacts,
  'same-page-country-domain': linkFacts,
  'other-country-domain': linkFacts,
  'other-property-code': linkFacts,
  'parameter-differs': linkFacts,
  'less-specific-page': linkFacts,
  'sub-page': linkFacts,
  'own-site-other-page': linkFacts,
  'other-page-same-level': linkFacts,
  'same-site-other-page': linkFacts,
  'other-booking-page': linkFacts,
  'url-different': linkFacts,
  'url-shortened': linkFacts,
  'url-unreadable': linkFacts,
  'rating-difference': ratingFacts,
  'rating-not-shown': ratingFacts,
  'rating-unreadable': ratingFacts,
  'category-words': categoryFacts,
  'category-terms': categoryFacts,
  'category-unknown': categoryFacts,
  'cuisine-terms': cuisineFacts,
  'description-bigram-dice': descriptionFacts,
  'description-same-facts': descriptionFacts,
  'description-changed-fact': descriptionFacts,
  'description-truncated': descriptionFacts,
  'description-other-language': descriptionFacts,
  'description-unreadable': descriptionFacts,
  'distance-within': geoFacts,
  'distance-near': geoFacts,
  'distance-beyond': geoFacts,
  'coordinates-swapped': geoFacts,
  'coordinates-null-island': geoFacts,
  'coordinates-unreadable': geoFacts,
  'hours-days-agree': hoursFacts,
  'hours-unreadable': hoursFacts,
  'amenity-coverage': amenityFacts,
  'photo-minimum': photoFacts,
  'room-count': roomFacts,
  'room-capacity-within': roomFacts,
  'room-capacity-absent': roomFacts,
  'room-area-within': roomFacts,
  'room-area-absent': roomFacts,
  'rooms-absent-on-channel': none,
  'rooms-unknown-to-reference': none,
  'gds-rate-answer': gdsFacts,
  'gds-rate-answer-empty': gdsFacts,
};

/** Lines kept per result: the audit page shows them all, and the payload stays small. */
const MAX_FACTS = 8;
const MAX_LINE = 200;

/**
 * What decided a verdict, in short lines a content manager reads: the token, parameter, number
 * or day (from `Evidence.details`), and first, when the engine could not read a side, which side
 * and why. A rule no reader knows (an older audit's) gives only the unreadable line, if any.
 */
export function decidingFacts(characteristic: string, evidence: Evidence): string[] {
  const details: Details = evidence.details ?? {};
  const subject = isCharacteristicType(characteristic)
    ? CHARACTERISTIC_LABELS[characteristic].toLowerCase()
    : 'value';
  const lines: string[] = [];
  const side = details.unreadable;
  if (side === 'reference' || side === 'channel') {
    const reason = text(details.reason);
    const whose = side === 'channel' ? "the channel's" : "the reference's";
    lines.push(`Could not read ${whose} ${subject}${reason ? `: ${reason}` : ''}`);
  }
  const reader = Object.hasOwn(FACT_READERS, evidence.rule)
    ? FACT_READERS[evidence.rule as keyof typeof FACT_READERS]
    : none;
  lines.push(...reader(details, evidence, subject));
  return lines.slice(0, MAX_FACTS).map((line) => clipped(line, MAX_LINE));
}
