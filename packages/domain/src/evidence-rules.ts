import { ACCEPTED_VARIANT_RULE } from './noise-control.ts';

/**
 * What each rule of the audit engine means, as a content manager reads it. The engine emits
 * exactly these rule names (its deciding-facts table is typed by this list, and a test reads the
 * comparators for rule names it lacks); the noise control writes `accepted-variant`.
 */
export const EVIDENCE_RULE_DESCRIPTIONS = {
  [ACCEPTED_VARIANT_RULE]:
    "A person accepted the channel's formatting as a variant of the reference value: the pair scores as accurate.",
  'absent-in-reference': 'The channel shows a value the reference does not have.',
  'absent-on-channel': 'The reference has a value the channel does not show.',

  'name-equal': 'The names are equal after normalisation (case, accents, punctuation).',
  'name-variant':
    'The same words, written differently ("St" for "Saint", "&" for "and") or with words that never count ("The").',
  'name-similar': 'The names are spelt nearly alike: compared by text similarity.',
  'name-typo': 'A word of the place (a district, a street) is misspelt: it may name another place.',
  'name-review-band': 'The names are close enough to need a person to decide.',
  'name-reordered': 'The same words in another order.',
  'name-token-added': 'The channel adds a word the reference does not have.',
  'name-token-dropped': 'The channel leaves out a word of the reference.',
  'name-words-changed': 'A generic word changed ("Hotel" for "Gasthof"): the same property.',
  'name-token-substituted':
    'A word that tells properties apart (a number, place, compass point or brand) is replaced: another property.',
  'name-truncated': "The channel's name field cut the name short.",
  'name-script-differs': 'The names are written in different scripts: a person must compare them.',
  'name-unreadable': "The channel's name has no letters or digits.",

  'brand-code-equal': "The channel shows the reference brand's chain code.",
  'brand-code-unknown': 'The channel shows a chain code the engine does not know.',
  'brand-known': 'The channel names the reference brand, in one of its known forms.',
  'brand-family': 'The channel names a parent or sub-brand of the reference brand.',
  'brand-different': 'The channel names another brand or chain.',

  'address-components':
    'Street, number, unit, postal code, city and country compared one by one after normalisation.',

  'phone-e164-equal': 'The numbers are equal once both are written in international (E.164) form.',
  'phone-extension-differs': 'The numbers match but the extensions differ.',
  'phone-different': 'The numbers differ once both are written in international (E.164) form.',
  'phone-shows-fax': "The channel's phone number is the property's fax line.",
  'fax-shows-phone': "The channel's fax number is the property's phone line.",
  'phone-unreadable': 'The number on the channel could not be read as a phone number.',
  'reference-phone-unreadable': 'The reference number could not be read as a phone number.',

  'email-equal': 'The e-mail addresses are equal, ignoring case.',
  'email-same-domain': 'Another mailbox at the same domain: mail still reaches the property.',
  'email-other-property-mailbox': "The mailbox at the chain's domain names another property.",
  'email-different': 'The e-mail address is at another domain.',
  'email-unreadable': 'The value on the channel is not an e-mail address.',
  'reference-email-unreadable': 'The reference value is not an e-mail address.',

  'url-equal':
    'The links are equal without scheme, www., tracking or search parameters, language part and end slash.',
  'same-page-country-domain':
    'The same booking page on another country domain of the same booking engine.',
  'other-country-domain': "The same page on another country domain of the property's site.",
  'other-property-code':
    "A parameter that names the property (a hotel code) holds another property's code.",
  'parameter-differs': 'The same page with a parameter changed, added or left out.',
  'less-specific-page':
    'A page above the right one on the same site (the home page, not the property page).',
  'sub-page': 'A page below the right one on the same site.',
  'own-site-other-page': "Another page of the property's own website.",
  'other-page-same-level':
    "A page beside the right one on the same site: usually another property's page.",
  'same-site-other-page': 'Another page of the same website.',
  'other-booking-page': "A page of the booking site that is not the place's booking page.",
  'url-different': 'The link leads to another website.',
  'url-shortened': 'A shortened link hides where it leads: a person must follow it.',
  'url-unreadable': 'The link could not be read.',

  'rating-difference': 'The star ratings are compared within the allowed difference.',
  'rating-not-shown': 'The channel says the property is not rated.',
  'rating-unreadable': 'The star rating on the channel could not be read as a number of stars.',
  'category-words': 'The categories are the same words after normalisation.',
  'category-terms':
    'The categories compared by meaning: the kind of place, the cuisines and the other qualifiers.',
  'category-unknown': 'A category names no kind of place the engine knows.',
  'cuisine-terms': 'The cuisines compared as sets, in any language, order never mattering.',

  'description-bigram-dice': 'Text similarity of the descriptions (word pairs in common).',
  'description-same-facts':
    'The descriptions say the same: only stop words or the way numbers are written differ.',
  'description-changed-fact': 'Most words agree but a number or a content word changed.',
  'description-truncated': "The channel shows the start of the reference's text, cut short.",
  'description-other-language':
    "The channel's text is in another language than the reference's: a person must compare them.",
  'description-unreadable': 'A description has no words once markup is removed.',

  'distance-within': 'The pin is within the accurate distance of the correct position.',
  'distance-near': 'The pin is near the correct position, within the discrepancy distance.',
  'distance-beyond': 'The pin is farther from the correct position than the discrepancy distance.',
  'coordinates-swapped': 'Latitude and longitude are given the wrong way round.',
  'coordinates-null-island':
    'The pin is at 0, 0, where broken geocoders put what they cannot place.',
  'coordinates-unreadable': "The channel's coordinates are not a latitude and longitude.",

  'hours-days-agree': 'Opening hours compared day by day.',
  'hours-unreadable': 'The opening hours could not be read.',

  'amenity-coverage': 'Share of the reference amenities the channel lists.',
  'photo-minimum': 'The channel shows at least the minimum number of photos.',
  'room-count': 'The number of meeting rooms is compared.',
  'room-capacity-within':
    'Share of room capacities the channel gets right within the tolerance; the threshold is the share for a discrepancy.',
  'room-capacity-absent': 'The channel lists the rooms but none of their capacities.',
  'room-area-within':
    'Share of room sizes the channel gets right within the tolerance; the threshold is the share for a discrepancy.',
  'room-area-absent': 'The channel lists the rooms but none of their sizes.',
  'rooms-absent-on-channel': 'The reference has meeting rooms the channel does not list.',
  'rooms-unknown-to-reference': 'The channel lists meeting rooms the reference does not have.',
  'gds-rate-answer': 'Whether the GDS answered a rate request with bookable rates.',
  'gds-rate-answer-empty': 'The GDS answered a rate request, but with no rate in it.',
} as const satisfies Readonly<Record<string, string>>;

export type EvidenceRule = keyof typeof EVIDENCE_RULE_DESCRIPTIONS;

/** Rules older audits were decided by, still in the stored evidence until the next audit. */
const RETIRED_RULE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'name-contains': 'One name contains the other.',
  'same-booking-page': 'Both links lead to the same booking page.',
  'same-host-other-page': 'The link is on the right site but leads to another page.',
  equal: 'The values are equal after normalisation.',
};

export function isEvidenceRule(rule: string): rule is EvidenceRule {
  return Object.hasOwn(EVIDENCE_RULE_DESCRIPTIONS, rule);
}

/** The rule in plain words; a rule no list knows reads as its name. */
export function describeEvidenceRule(rule: string): string {
  if (isEvidenceRule(rule)) return EVIDENCE_RULE_DESCRIPTIONS[rule];
  if (Object.hasOwn(RETIRED_RULE_DESCRIPTIONS, rule)) return RETIRED_RULE_DESCRIPTIONS[rule]!;
  return rule.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
}
