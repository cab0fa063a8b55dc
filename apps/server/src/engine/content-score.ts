import type { ContentScoreComponentName } from '@lens/contracts';
import { hasContentScore } from '@lens/domain';
import { hasText } from './normalize-text.ts';
import type { PreparedChannel } from './prepared-channel.ts';
import type { PreparedReference } from './prepared-reference.ts';
import type { AuditOutcome } from './types.ts';

type Component = AuditOutcome['contentScoreComponents'][number] & {
  name: ContentScoreComponentName;
};

function part(
  name: ContentScoreComponentName,
  ratio: number,
  weight: number,
  detail: string,
): Component {
  return { name, score: Math.round(Math.min(1, ratio) * 100), weight, detail };
}

type ContentScore = Pick<AuditOutcome, 'contentScore' | 'contentScoreComponents'>;

function noScore(): ContentScore {
  return { contentScore: null, contentScoreComponents: [] };
}

/** The links the property has that a guest needs on the channel: its site and how to book or order. */
function expectedLinks(
  reference: PreparedReference,
): Array<'website' | 'reservationLink' | 'orderLink'> {
  const links = (['website', 'reservationLink', 'orderLink'] as const).filter(
    (link) => reference[link],
  );
  return links.length > 0 ? [...links] : ['website'];
}

/**
 * Listing completeness (contentPro, docs/architecture.md "What the scores mean"), 0-100, on the channels that publish rich
 * content (`hasContentScore`), null on the others: photos against the channel type's target,
 * the longest description against the target length, the share of the reference amenities shown,
 * and the share of expected links present. Amenities count only when the reference lists some;
 * the weights of the components that count are rescaled to add up to 1.
 */
export function contentScore(channel: PreparedChannel, channelId: number): ContentScore {
  if (!hasContentScore(channelId)) return noScore();
  const { reference, snapshot, limits } = channel;
  const { content, photos } = limits;
  const photoCount = snapshot.photos?.length ?? 0;
  const descriptionLength = Math.max(
    0,
    ...Object.values(snapshot.descriptions ?? {}).map((d) => d.content.trim().length),
  );
  const links = expectedLinks(reference);
  const shownLinks = links.filter((link) => hasText(snapshot[link]));
  const amenities = channel.amenityMatch;

  const components = [
    part(
      'photos',
      photoCount / photos.target,
      content.photosWeight,
      `${photoCount} photos, ${photos.target} expected`,
    ),
    part(
      'descriptionLength',
      descriptionLength / content.descriptionTargetChars,
      content.descriptionLengthWeight,
      `${descriptionLength} characters, ${content.descriptionTargetChars} expected`,
    ),
    ...(amenities
      ? [
          part(
            'amenitiesCoverage',
            amenities.coverage,
            content.amenitiesCoverageWeight,
            `${amenities.matched + amenities.replace.length} of ${reference.amenities?.terms.length} amenities`,
          ),
        ]
      : []),
    part(
      'links',
      shownLinks.length / links.length,
      content.linksWeight,
      `${shownLinks.length} of ${links.length} links`,
    ),
  ].filter((component) => component.weight > 0);

  const totalWeight = components.reduce((sum, component) => sum + component.weight, 0);
  // Only the amenities component carried weight, and the reference lists no amenities.
  if (totalWeight === 0) return noScore();
  const contentScoreComponents = components.map((component) => ({
    ...component,
    weight: Math.round((component.weight / totalWeight) * 1000) / 1000,
  }));
  const score =
    components.reduce((sum, component) => sum + component.score * component.weight, 0) /
    totalWeight;
  return { contentScore: Math.round(score), contentScoreComponents };
}
