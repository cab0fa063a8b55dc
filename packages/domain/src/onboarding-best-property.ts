import type { PageLevel } from './page-level.ts';
import type { FilterSelection } from './url-filters.ts';

/** "Onboarding picks properties with accuracy below 91; default channel id 104." */
export const ONBOARDING_ACCURACY_LIMIT = 91;
export const ONBOARDING_DEFAULT_CHANNEL_ID = 104;

/** The property, its type and the channel a tour shows (docs/product-rules.md, "Onboarding tours"). */
export type BestProperty = { propertyId: number; propertyType: string; siteId: number };
export type BestPropertyCandidate = {
  propertyId: number;
  propertyType: string;
  siteId: number | null;
  accuracy: number | null;
};

/** Tours need findings to point at, so a property at or above 91 makes a poor example. */
export function isOnboardingCandidate(accuracy: number | null): boolean {
  return accuracy != null && accuracy < ONBOARDING_ACCURACY_LIMIT;
}

/**
 * The best properties for the tours, best first: candidates below 91, highest accuracy first
 * (representative of the portfolio, yet with something to fix), on their channel or on 104.
 * A portfolio with nothing below 91 still needs an example to continue the tour with: its
 * lowest-scoring property stands in, as the one with the most to fix.
 */
export function chooseBestProperties(candidates: readonly BestPropertyCandidate[]): BestProperty[] {
  const below = candidates.filter((c) => isOnboardingCandidate(c.accuracy));
  const chosen =
    below.length > 0
      ? below.toSorted((a, b) => (b.accuracy ?? 0) - (a.accuracy ?? 0))
      : candidates
          .filter((c) => c.accuracy != null)
          .toSorted((a, b) => a.accuracy! - b.accuracy!)
          .slice(0, 1);
  return chosen.map((c) => ({
    propertyId: c.propertyId,
    propertyType: c.propertyType,
    siteId: c.siteId ?? ONBOARDING_DEFAULT_CHANNEL_ID,
  }));
}

/** The first best property of the given type, or of any type when none matches or none is given. */
export function bestPropertyFor(
  bestProperties: readonly BestProperty[],
  propertyType: string | null,
): BestProperty | null {
  return bestProperties.find((p) => p.propertyType === propertyType) ?? bestProperties[0] ?? null;
}

/**
 * The filters that bring the user to `level` with the best property, for "Continue moves to the
 * next page level". Other filters are dropped, which is what the filter-resetting notice announces.
 */
export function onboardingSelection(level: PageLevel, best: BestProperty): FilterSelection {
  switch (level) {
    case 'overview':
      return {};
    case 'property-type':
      return { property_type: [best.propertyType] };
    case 'property':
      return { property_type: [best.propertyType], property: [best.propertyId] };
    case 'channel':
      return {
        property_type: [best.propertyType],
        property: [best.propertyId],
        site: [best.siteId],
      };
  }
}
