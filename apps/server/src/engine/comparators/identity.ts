import { compact, foldText, hasText } from '../normalize-text.ts';
import { knownBrand, type KnownBrand } from '../hotel-brands.ts';
import { matchNames } from '../name-match.ts';
import { nameWords, type NameToken, type PreparedName } from '../name-tokens.ts';
import { editSimilarity, roundRatio } from '../similarity.ts';
import {
  absence,
  containsWords,
  unreadable,
  verdict,
  type Comparator,
  type CompareContext,
  type Verdict,
} from './verdict.ts';

/** GDS name fields hold 24 to 35 characters: a shorter name was not cut by the field. */
const GDS_CUT_LENGTH = 24;
const texts = (tokens: readonly NameToken[]) => tokens.map((token) => token.text);
const LATIN = /^[a-z0-9]+$/;
const inOneScript = (a: readonly NameToken[], b: readonly NameToken[]) =>
  a.every((t) => LATIN.test(t.text)) && !b.some((t) => LATIN.test(t.text));

/**
 * Names compare word by word (docs/product-rules.md, "Verdicts"). The same words in any of their
 * written forms (case, accents, "&"/"and"/"und", "St."/"Saint"/"Sankt", "Htl", "Nord"/"North",
 * "The", the city or the chain's endorsement put after the name) are ACCURATE. A telling word in
 * place of another (a number, compass point, place or brand) is another property: INACCURATE; a
 * generic word changed ("Hotel" for "Gasthof"), a word dropped or added, or the same words
 * reordered is a DISCREPANCY. A
 * misspelt word of the place (a district, a street) may be another place ("Kennington" for
 * "Kensington"): never ACCURATE, and AWAITING REVIEW in automated audits; misspelt generic or
 * brand words keep the similarity bands of `name`. Names in another script wait for a person.
 * `terse` channels (GDS) also shorten words to some of their letters ("ARPT", "KENSNGTN", "LHR").
 */
export function compareNames(
  source: PreparedName | null,
  channelRaw: string | null | undefined,
  context: CompareContext,
  terse = false,
): Verdict | null {
  if (!source || !hasText(channelRaw)) {
    return absence(source?.raw ?? null, hasText(channelRaw) ? channelRaw : null, false);
  }
  const folded = foldText(channelRaw);
  const normalized = { sourceNormalized: source.folded, channelNormalized: folded };
  const channelCompact = compact(folded);
  if (source.compact === channelCompact) {
    return verdict('ACCURATE', source.raw, channelRaw, {
      rule: 'name-equal',
      similarity: 1,
      ...normalized,
    });
  }
  // Words are read only for names that differ: most listings show the name as it is.
  const channel = { raw: channelRaw, ...nameWords(channelRaw, folded, source.setting) };
  const similarity = roundRatio(editSimilarity(source.compact, channelCompact));
  if (channel.tokens.length === 0) {
    return unreadable('channel', 'no letters or digits', source.raw, channel.raw, {
      rule: 'name-unreadable',
      ...normalized,
    });
  }
  const { accurate, review, discrepancy } = context.limits.name;
  const match = matchNames(source.tokens, channel.tokens, {
    abbreviations: terse,
    typoSimilarity: discrepancy,
  });
  // The channel's labels ("(Paris)", ", an IHG Hotel") need not be in the reference; the
  // reference's own city label is part of its name, its chain's endorsement is not.
  const dropped = match.onlyInSource.filter((token) => !token.label || token.label.city);
  const added = match.onlyInChannel.filter((token) => !token.label);
  const labels = [...source.tokens, ...channel.tokens].flatMap((t) => t.label?.text ?? []);
  const details: Record<string, unknown> = {
    onlyInSource: texts(dropped),
    onlyInChannel: texts(added),
    reordered: match.reordered,
  };
  if (match.typos.length) details.typos = match.typos.map(([a, b]) => `${a.text}>${b.text}`);
  if (match.variants.length) details.variants = match.variants;
  const omitted = [...new Set([...labels, ...source.omitted, ...channel.omitted])];
  if (omitted.length) details.omitted = omitted;
  const result = (status: Verdict['status'], rule: string, threshold?: number) =>
    verdict(status, source.raw, channel.raw, {
      rule,
      threshold,
      similarity,
      ...normalized,
      details,
    });

  const cut =
    terse && dropped.length && channel.raw.trim().length >= GDS_CUT_LENGTH
      ? truncation(source.tokens, dropped, added, channel.tokens)
      : null;
  if (cut) {
    details.truncated = texts(cut.lost);
    return result(cut.telling ? 'DISCREPANCY' : 'ACCURATE', 'name-truncated');
  }
  if (dropped.length && added.length) {
    if (inOneScript(dropped, added) || inOneScript(added, dropped)) {
      return unreadable('channel', 'name in another script', source.raw, channel.raw, {
        rule: 'name-script-differs',
        similarity,
        ...normalized,
        details,
      });
    }
    // Another property only when a telling word gave way to another telling word: "Hotel"
    // dropped and the city added is the same property named differently.
    const telling = (tokens: readonly NameToken[]) => tokens.filter((t) => t.kind !== 'generic');
    const [gone, come] = [telling(dropped), telling(added)];
    if (gone.length === 0 || come.length === 0) return result('DISCREPANCY', 'name-words-changed');
    details.deciding = texts([...gone, ...come]);
    return result('INACCURATE', 'name-token-substituted');
  }
  if (dropped.length) return result('DISCREPANCY', 'name-token-dropped');
  if (added.length) return result('DISCREPANCY', 'name-token-added');
  if (match.reordered) return result('DISCREPANCY', 'name-reordered');
  if (match.typos.length) {
    // The reference's spelling tells what the word is.
    const placeTypo = match.typos.some(([word]) => word.kind === 'place');
    if (!placeTypo && similarity >= accurate) return result('ACCURATE', 'name-similar', accurate);
    if (context.automated && (placeTypo || similarity >= review)) {
      return result('AWAITING REVIEW', 'name-review-band', review);
    }
    return result('DISCREPANCY', placeTypo ? 'name-typo' : 'name-similar', discrepancy);
  }
  return result('ACCURATE', 'name-variant');
}

/**
 * A GDS field cut the name: the channel's last word is the start of a reference word ("HEATHR",
 * "T"), the words after it are missing and nothing else differs. Lost words that tell properties
 * apart (a number, a compass point: a cut "Terminal 4") leave a DISCREPANCY.
 */
function truncation(
  source: readonly NameToken[],
  dropped: readonly NameToken[],
  added: readonly NameToken[],
  channel: readonly NameToken[],
): { lost: NameToken[]; telling: boolean } | null {
  const last = channel.at(-1) as NameToken;
  if (added.length > 1 || (added.length === 1 && added[0] !== last)) return null;
  const tail = source.length - dropped.length;
  if (!source.slice(tail).every((token, i) => token === dropped[i])) return null;
  const word = added.length ? source[tail] : source[tail - 1];
  if (!word || word.text === last.text || !word.text.startsWith(last.text)) return null;
  const lost = added.length ? dropped.slice(1) : [...dropped];
  return { lost, telling: lost.some((t) => t.kind === 'number' || t.kind === 'direction') };
}

export const compareName: Comparator = (reference, snapshot, context) =>
  compareNames(reference.name, snapshot.name, context);

/** GDS and other terse channels show the short name where others show the name. */
export const compareShortName: Comparator = (reference, snapshot, context) =>
  compareNames(reference.shortName, snapshot.name, context, true);

/** A GDS chain code as channels print it: two or three capitals or digits ("HH", "MC", "6C"). */
const CHAIN_CODE = /^[A-Z0-9]{2,3}$/;

/**
 * A channel may file the property under the brand's name, a variant of it ("Marriott Bonvoy"),
 * or its GDS chain code ("HH"). A sub-brand filed under its parent or the other way round
 * ("Hilton" for a Hilton Garden Inn, "Holiday Inn" for a Holiday Inn Express) is a DISCREPANCY; a
 * sibling brand ("Westin" for a Sheraton) or another chain's is INACCURATE; a chain code the
 * engine does not know waits for a person. Brands it does not know compare as names.
 */
export const compareBrand: Comparator = (reference, snapshot, context) => {
  const brand = reference.brand;
  if (!brand) return compareNames(null, snapshot.brand, context);
  const additionalData = {
    type: 'BRAND',
    value: brand.name.raw,
    code: brand.code || null,
  };
  const result = compareBrands(brand, snapshot.brand, context);
  return result && { ...result, additionalData };
};

function compareBrands(
  brand: NonNullable<Parameters<Comparator>[0]['brand']>,
  channelRaw: string | null | undefined,
  context: CompareContext,
): Verdict | null {
  if (!hasText(channelRaw)) return compareNames(brand.name, channelRaw, context);
  const shownCode = channelRaw.trim().toUpperCase();
  if (brand.code && shownCode === brand.code.toUpperCase()) {
    return verdict('ACCURATE', brand.name.raw, channelRaw, {
      rule: 'brand-code-equal',
      sourceNormalized: brand.code,
      channelNormalized: shownCode,
    });
  }
  const shown = knownBrand(channelRaw);
  const isCode = CHAIN_CODE.test(channelRaw.trim());
  if (brand.known && shown)
    return compareKnownBrands(brand.name.raw, brand.known, channelRaw, shown);
  if (isCode && !shown) {
    return unreadable('channel', 'chain code not known', brand.name.raw, channelRaw, {
      rule: 'brand-code-unknown',
      sourceNormalized: brand.code || null,
      channelNormalized: shownCode,
    });
  }
  const result = compareNames(brand.name, isCode && shown ? shown.name : channelRaw, context);
  return result && { ...result, channelValue: channelRaw };
}

function compareKnownBrands(
  sourceRaw: string,
  source: KnownBrand,
  channelRaw: string,
  channel: KnownBrand,
): Verdict {
  const evidence = (rule: string) => ({
    rule,
    sourceNormalized: source.name,
    channelNormalized: channel.name,
    details: { sourceBrand: source.name, channelBrand: channel.name, family: source.family },
  });
  if (source === channel)
    return verdict('ACCURATE', sourceRaw, channelRaw, evidence('brand-known'));
  if (
    source.family === channel.family &&
    (source.parent || channel.parent || nested(source, channel))
  ) {
    return verdict('DISCREPANCY', sourceRaw, channelRaw, evidence('brand-family'));
  }
  const different = evidence('brand-different');
  different.details.family = `${source.family}/${channel.family}`;
  return verdict('INACCURATE', sourceRaw, channelRaw, different);
}

/** One brand is the other plus words: "Holiday Inn Express" and "Holiday Inn". */
function nested(a: KnownBrand, b: KnownBrand): boolean {
  const [shorter, longer] = [foldText(a.name), foldText(b.name)].sort(
    (x, y) => x.length - y.length,
  );
  return containsWords(longer as string, shorter as string);
}
