/** What each rule of the audit engine means, as a content manager reads it. */
const RULES: Record<string, string> = {
  'accepted-variant':
    "A person accepted the channel's formatting as a variant of the reference value: the pair scores as accurate.",
  'absent-in-reference': 'The channel shows a value the reference does not have.',
  'absent-on-channel': 'The reference has a value the channel does not show.',
  'address-components':
    'Street, number, postal code, city and country compared one by one after normalisation.',
  'amenity-coverage': 'Share of the reference amenities the channel lists.',
  'brand-code-equal': 'The brand code on the channel is compared with the reference brand.',
  'category-words': 'The category words are compared after normalisation.',
  'cuisine-terms': 'The cuisines listed are compared term by term.',
  'description-bigram-dice': 'Text similarity of the descriptions (word pairs in common).',
  'distance-beyond': 'The pin is farther from the correct position than the discrepancy distance.',
  'distance-near': 'The pin is near the correct position, within the discrepancy distance.',
  'distance-within': 'The pin is within the accurate distance of the correct position.',
  equal: 'The values are equal after normalisation.',
  'gds-rate-answer': 'Whether the GDS answered a rate request for the property.',
  'hours-days-agree': 'Opening hours compared day by day.',
  'hours-unreadable': 'The opening hours on the channel could not be read.',
  'name-contains': 'One name contains the other.',
  'name-equal': 'The names are equal after normalisation (case, accents, punctuation).',
  'name-review-band': 'The names are close enough to need a review.',
  'name-similar': 'Text similarity of the names.',
  'phone-different': 'The numbers differ once both are written in international (E.164) form.',
  'phone-e164-equal': 'The numbers are equal once both are written in international (E.164) form.',
  'phone-extension-differs': 'The numbers match but the extensions differ.',
  'phone-unreadable': 'The number on the channel could not be read as a phone number.',
  'photo-minimum': 'The channel shows at least the minimum number of photos.',
  'rating-difference': 'The star ratings are compared within the allowed difference.',
  'rating-unreadable': 'The star rating on the channel could not be read.',
  'reference-phone-unreadable': 'The reference number could not be read as a phone number.',
  'room-area-within':
    'Share of room sizes the channel gets right within the tolerance; the threshold is the share for a discrepancy.',
  'room-capacity-within':
    'Share of room capacities the channel gets right within the tolerance; the threshold is the share for a discrepancy.',
  'room-count': 'The number of meeting rooms is compared.',
  'rooms-absent-on-channel': 'The reference has meeting rooms the channel does not list.',
  'rooms-unknown-to-reference': 'The channel lists meeting rooms the reference does not have.',
  'same-booking-page': 'Both links lead to the same booking page.',
  'same-host-other-page': 'The link is on the right site but leads to another page.',
  'url-equal': 'The addresses are equal without scheme, www., tracking parameters and end slash.',
  'url-unreadable': 'The link on the channel could not be read.',
};

export function ruleDescription(rule: string): string {
  return RULES[rule] ?? rule.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** Similarities and thresholds below 1 are shares; above 1 they are counts or miles. */
export function formatShare(value: number): string {
  return `${Math.round(value * 100)}%`;
}
