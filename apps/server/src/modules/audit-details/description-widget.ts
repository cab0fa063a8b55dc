import type { DescriptionComparisonItem, DescriptionWidget } from '@lens/contracts';
import type { Status } from '@lens/domain';
import { diffDescriptions } from '../../engine/index.ts';
import type { Description } from '../../engine/types.ts';

export interface DescriptionInputs {
  /** Channel descriptions of this audit's capture, by language. */
  current: Readonly<Record<string, Description>>;
  /** The channel's previous capture, by language (standard mode compares with it). */
  previous: Readonly<Record<string, Description>> | null;
  /** Reference (PIM / official) descriptions, by language (hotel-chain mode compares with them). */
  source: Readonly<Record<string, Description>>;
  /** Compare with the source instead of the previous capture. */
  againstSource: boolean;
  /** The property's languages, primary first: they decide the priority. */
  languages: readonly string[];
  status: Status | null;
  canCreateMatchedNote: boolean;
}

const DEFAULT_STATUS: Status = 'UNDEFINED';

/**
 * The description widget: per language, the channel's text against the previous capture (or, in
 * hotel-chain mode, against the source), with DELETE and INSERT fragments; sorted by priority
 * with empty descriptions last (docs/product-rules.md, "Audit details").
 */
export function descriptionWidget(inputs: DescriptionInputs): DescriptionWidget | null {
  const compared = inputs.againstSource ? inputs.source : (inputs.previous ?? {});
  const languages = [
    ...new Set([
      ...Object.keys(inputs.current),
      ...Object.keys(inputs.source),
      ...Object.keys(compared),
    ]),
  ];
  if (languages.length === 0) return null;
  const priority = (language: string) => {
    const index = inputs.languages.indexOf(language);
    return index < 0 ? inputs.languages.length + languages.indexOf(language) : index;
  };
  const items: DescriptionComparisonItem[] = languages.map((language) => {
    const current = inputs.current[language] ?? null;
    const other = compared[language] ?? null;
    const sides = diffDescriptions(current, other);
    return {
      language,
      currentComparedDescription: {
        header: current?.header ?? null,
        descriptionFragment: sides.current.descriptionFragment,
      },
      previousComparedDescription: other
        ? { header: other.header ?? null, descriptionFragment: sides.compared.descriptionFragment }
        : null,
      status: inputs.status ?? DEFAULT_STATUS,
      canCreateMatchedNote: inputs.canCreateMatchedNote && !!current,
      priority: priority(language),
    };
  });
  const empty = (item: DescriptionComparisonItem) =>
    item.currentComparedDescription.descriptionFragment.length === 0;
  items.sort((a, b) => Number(empty(a)) - Number(empty(b)) || a.priority - b.priority);
  const first = items[0]!.language;
  const asDescription = (text: Description | null | undefined, language: string) =>
    text
      ? { header: text.header ?? null, content: text.content, priority: priority(language) }
      : null;
  return {
    comparedDescriptions: items,
    currentDescription: asDescription(inputs.current[first], first),
    previousDescription: asDescription(compared[first], first),
    mappedDescriptions: languages.map((language) => ({
      language,
      sourceDescription: asDescription(inputs.source[language], language),
      channelDescription: asDescription(inputs.current[language], language),
    })),
  };
}
