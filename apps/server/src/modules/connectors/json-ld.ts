import { Parser } from 'htmlparser2';

/** What a page publishes for machines: its JSON-LD blocks and the language it declares. */
export interface PageData {
  /** The parsed contents of every JSON-LD script; blocks that do not parse are left out. */
  blocks: unknown[];
  /** The two-letter code of `<html lang>`, if any. */
  language: string | null;
}

export type JsonLdNode = Record<string, unknown>;

/**
 * Reads a page with an HTML parser, so comments, attribute quoting, upper-case tags and script
 * text that merely mentions `<script>` are understood as a browser would understand them.
 */
export function pageData(html: string): PageData {
  const blocks: unknown[] = [];
  let language: string | null = null;
  let script: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'html' && language === null) language = twoLetterCode(attributes.lang);
        if (name === 'script' && mediaType(attributes.type) === 'application/ld+json') script = [];
      },
      ontext(text) {
        script?.push(text);
      },
      onclosetag(name) {
        if (name !== 'script' || !script) return;
        try {
          blocks.push(JSON.parse(stripCdata(script.join(''))));
        } catch {
          // A broken block on a page is common (hand-edited templates); the others may still hold the entity.
        }
        script = null;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return { blocks, language };
}

function mediaType(value: string | undefined): string {
  return (value ?? '').split(';')[0]!.trim().toLowerCase();
}

function twoLetterCode(value: string | undefined): string | null {
  const code = (value ?? '').trim().toLowerCase();
  return /^[a-z]{2}\b/.test(code) ? code.slice(0, 2) : null;
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
