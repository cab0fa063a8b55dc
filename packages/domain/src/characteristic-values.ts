/** A result's additional data: a type, a value or a code. */
export type CharacteristicAdditionalData = {
  type?: string | null;
  value?: string | null;
  code?: string | null;
};

const STAR_RATING_PATTERN = /^\d+(\.\d+)?$/;

function starRatingLabel(value: string): string {
  if (!STAR_RATING_PATTERN.test(value)) return value;
  return `${value} ${Number(value) === 1 ? 'star' : 'stars'}`;
}

/**
 * "Star rating and Brand values are relabelled from additionalData. Brand shows a code in
 * parentheses." Takes the value to show (the source's or the channel's); it stands unchanged when
 * additionalData has no value, so nothing is ever lost.
 */
export function characteristicValueLabel(
  characteristicType: string,
  value: string | null,
  additionalData?: CharacteristicAdditionalData | null,
): string | null {
  if (!additionalData?.value) return value;
  switch (characteristicType) {
    case 'STAR_RATING':
      return starRatingLabel(additionalData.value);
    case 'BRAND':
      return additionalData.code
        ? `${additionalData.value} (${additionalData.code})`
        : additionalData.value;
    default:
      return value;
  }
}

/**
 * Both sides of a result as shown. additionalData describes the source's value (the brand's name
 * and code, the source's star rating), so the source side takes the relabelling as is; a star
 * rating on the channel side is relabelled from its own value, so "4 stars" never faces a bare
 * "3.5". A channel's brand stands as the channel wrote it.
 */
export function characteristicValueLabels(
  characteristicType: string,
  sourceValue: string | null,
  channelValue: string | null,
  additionalData?: CharacteristicAdditionalData | null,
): { source: string | null; channel: string | null } {
  return {
    source: characteristicValueLabel(characteristicType, sourceValue, additionalData),
    channel:
      characteristicType === 'STAR_RATING' && channelValue
        ? characteristicValueLabel(characteristicType, channelValue, {
            ...additionalData,
            value: channelValue,
          })
        : channelValue,
  };
}
