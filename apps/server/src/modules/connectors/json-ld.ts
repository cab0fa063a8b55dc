/**
 * Finds the schema.org entities a page publishes as JSON-LD. Script elements hold raw text that
 * ends at the first `</script`, so a scan of the markup (with comments removed) finds them as a
 * browser would, without a DOM.
 */

export type JsonLdNode = Record<string, unknown>;

const COMMENT = /<!--[\s\S]*?-->/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const LANG_ATTRIBUTE = /<html\b[^>]*?\slang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** The language the page declares on `<html lang>`, as a two-letter code, if any. */
export function pageLanguage(html: string): string | null {
  const match = LANG_ATTRIBUTE.exec(html);
  const value = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
  return /^[a-z]{2}\b/.test(value) ? value.slice(0, 2) : null;
}

/** The parsed contents of every JSON-LD script of the page; blocks that do not parse are skipped. */
export function jsonLdBlocks(html: string): unknown[] {
  const blocks: unknown[] = [];
  for (const [, attributes, content] of html.replace(COMMENT, '').matchAll(SCRIPT)) {
    const type = TYPE_ATTRIBUTE.exec(attributes ?? '');
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').split(';')[0]!.trim().toLowerCase();
    if (value !== 'application/ld+json') continue;
    try {
      blocks.push(JSON.parse(stripCdata(content ?? '')));
    } catch {
      // A broken block on a page is common (hand-edited templates); the others may still hold the entity.
    }
  }
  return blocks;
}

function stripCdata(text: string): string {
  return text
    .trim()
    .replace(/^\/\/\s*<!\[CDATA\[/, '')
    .replace(/\/\/\s*\]\]>$/, '')
    .trim();
}

/** Every node of the blocks: arrays and `@graph` lists are flattened, nested nodes kept in place. */
export function jsonLdNodes(blocks: readonly unknown[]): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isNode(value)) {
      if (Array.isArray(value['@graph'])) value['@graph'].forEach(visit);
      if (value['@type'] !== undefined) nodes.push(value);
    }
  };
  blocks.forEach(visit);
  return nodes;
}

export function isNode(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A node's types without a vocabulary prefix: "schema:Hotel" and "https://schema.org/Hotel" are Hotel. */
export function typesOf(node: JsonLdNode): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.replace(/^.*[/:#]/, ''));
}

/**
 * The schema.org types a listing of a hotel, restaurant or spa is published under, best first:
 * the lodging and food types, then the spa and health types, then the generic local business.
 */
const LISTING_TYPES: readonly string[] = [
  'Hotel',
  'Resort',
  'Motel',
  'BedAndBreakfast',
  'Hostel',
  'VacationRental',
  'Campground',
  'LodgingBusiness',
  'Restaurant',
  'FastFoodRestaurant',
  'CafeOrCoffeeShop',
  'BarOrPub',
  'Winery',
  'Brewery',
  'FoodEstablishment',
  'DaySpa',
  'DayOrSpa',
  'HealthAndBeautyBusiness',
  'HealthClub',
  'LocalBusiness',
];

/** The node describing the listed place, and the type it was found under, or null. */
export function listingEntity(
  nodes: readonly JsonLdNode[],
): { node: JsonLdNode; type: string } | null {
  let best: { node: JsonLdNode; type: string; rank: number } | null = null;
  for (const node of nodes) {
    for (const type of typesOf(node)) {
      const rank = LISTING_TYPES.indexOf(type);
      if (rank >= 0 && (!best || rank < best.rank)) best = { node, type, rank };
    }
  }
  return best && { node: best.node, type: best.type };
}
