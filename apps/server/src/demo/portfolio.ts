import type { ReferenceRecord, SnapshotRecord } from '@lens/contracts';
import type { PropertyType } from '@lens/domain';
import { CHANNEL_CATALOG } from '../modules/catalog/channel-catalog.ts';
import { addMonths, cycleMonths } from './calendar.ts';
import { ALPINE_CLIENT, MERIDIAN_CLIENT, type ClientDefinition } from './client-definitions.ts';
import { propertyCare } from './care-model.ts';
import { channelIncident, type Incident } from './drift-model.ts';
import { planHistory } from './history-plan.ts';
import { chooseChannels } from './listings.ts';
import { layoutClient } from './portfolio-layout.ts';
import { buildProperty } from './property-factory.ts';
import type { DemoProperty } from './property-version.ts';
import { hashString, mixSeed, Random } from './random.ts';
import { applyChanges } from './reference-history.ts';
import { buildSnapshot, type Cycles, type Listing } from './snapshot-builder.ts';
import {
  DEMO_CHANNEL_GROUPS,
  DEMO_USERS,
  DEMO_VIEWS,
  type DemoChannelGroup,
  type DemoUser,
  type DemoView,
} from './tenancy.ts';

export interface PortfolioOptions {
  seed: number;
  /** YYYY-MM-DD: the last cycle is this date's month, read no later than this date. */
  endDate: string;
  /** Number of monthly cycles, e.g. 13. */
  months: number;
  scale: 'demo' | { properties: number; channelsPerProperty: number };
}

export interface DemoPortfolio {
  clients: Array<{ key: string; name: string }>;
  users: DemoUser[];
  views: DemoView[];
  channelGroups: DemoChannelGroup[];
  /** Which channels list each property. */
  listings: Array<{ clientKey: string; propertyCode: string; channelIds: number[] }>;
  /** Every version of every property's reference data; per property in validFrom order, hotels before the outlets they host. */
  referenceRecords(clientKey: string): Iterable<ReferenceRecord>;
  /** One monthly cycle: one snapshot per listing, generated as it is read. */
  snapshotRecords(clientKey: string, month: string): Iterable<SnapshotRecord>;
  /** The cycle months, oldest first (YYYY-MM). */
  months: string[];
}

interface ClientPortfolio {
  client: ClientDefinition;
  properties: DemoProperty[];
  listings: Listing[][];
}

/** Properties by type at bench scale, in the demo client's proportions. */
function scaledCounts(client: ClientDefinition, total: number): Record<PropertyType, number> {
  const demoTotal = client.counts.HOTEL + client.counts.RESTAURANT + client.counts.SPA;
  const hotels = Math.max(1, Math.round((total * client.counts.HOTEL) / demoTotal));
  const restaurants = Math.round((total * client.counts.RESTAURANT) / demoTotal);
  return { HOTEL: hotels, RESTAURANT: restaurants, SPA: Math.max(0, total - hotels - restaurants) };
}

function buildClient(
  client: ClientDefinition,
  options: PortfolioOptions,
  months: readonly string[],
): ClientPortfolio {
  const clientSeed = mixSeed(options.seed, hashString(client.key));
  const random = new Random(clientSeed);
  const scale = options.scale;
  const counts = scale === 'demo' ? client.counts : scaledCounts(client, scale.properties);
  const slots = layoutClient(client, counts, random);
  // The reference data predates the first cycle by a quarter.
  const validFrom = `${addMonths(months[0] as string, -3)}-01`;
  const properties: DemoProperty[] = [];
  for (const slot of slots) {
    const parent = slot.parent ? (properties[slot.parent.index] ?? null) : null;
    properties.push(
      buildProperty(client, slot, mixSeed(clientSeed, slot.index), validFrom, parent),
    );
  }
  for (const [property, changes] of planHistory(properties, months, random)) {
    const city = property.slot.city;
    const brands = client.brands.filter(
      (brand) => brand.type === 'HOTEL' && (!brand.resort || city.setting !== 'CITY'),
    );
    applyChanges(property, changes, brands);
  }
  const perProperty = scale === 'demo' ? undefined : scale.channelsPerProperty;
  const listings = properties.map((property) => {
    const care = propertyCare(property);
    return chooseChannels(property, new Random(mixSeed(property.seed, 3)), perProperty).map(
      (channelId) => ({ property, channelId, seed: mixSeed(property.seed, channelId, 0x11), care }),
    );
  });
  return { client, properties, listings };
}

function validate(options: PortfolioOptions): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(options.endDate))
    throw new RangeError('endDate must be YYYY-MM-DD');
  if (!Number.isInteger(options.months) || options.months < 1)
    throw new RangeError('months must be a positive integer');
  if (
    options.scale !== 'demo' &&
    (options.scale.properties < 1 || options.scale.channelsPerProperty < 1)
  ) {
    throw new RangeError(
      'the bench scale needs at least one property and one channel per property',
    );
  }
}

/**
 * A deterministic demo portfolio: the same options always give the same records. Properties and
 * their reference versions are built up front (thousands at most); snapshots are generated one
 * at a time as the iterables are read, so that millions never sit in memory.
 */
export function generatePortfolio(options: PortfolioOptions): DemoPortfolio {
  validate(options);
  const months = cycleMonths(options.endDate, options.months);
  const definitions =
    options.scale === 'demo' ? [MERIDIAN_CLIENT, ALPINE_CLIENT] : [MERIDIAN_CLIENT];
  const portfolios = new Map(
    definitions.map((client) => [client.key, buildClient(client, options, months)]),
  );
  const incidents = new Map<number, Incident | null>(
    CHANNEL_CATALOG.map((channel) => [
      channel.id,
      channelIncident(options.seed, channel.id, months.length),
    ]),
  );
  const cycles: Cycles = { months, endDate: options.endDate, incidents };
  const clientKeys = new Set(portfolios.keys());
  const portfolioOf = (clientKey: string): ClientPortfolio => {
    const found = portfolios.get(clientKey);
    if (!found) throw new RangeError(`no client ${clientKey} in this portfolio`);
    return found;
  };

  return {
    clients: definitions.map(({ key, name }) => ({ key, name })),
    users: DEMO_USERS.filter((user) => clientKeys.has(user.clientKey)).map((user) => ({
      ...user,
      viewNames: [...user.viewNames],
    })),
    views: DEMO_VIEWS.filter((view) => clientKeys.has(view.clientKey)).map((view) =>
      structuredClone(view),
    ),
    channelGroups: DEMO_CHANNEL_GROUPS.filter((group) => clientKeys.has(group.clientKey)).map(
      (group) => structuredClone(group),
    ),
    listings: [...portfolios.values()].flatMap(({ client, properties, listings }) =>
      properties.map((property, i) => ({
        clientKey: client.key,
        propertyCode: property.slot.code,
        channelIds: (listings[i] ?? []).map((listing) => listing.channelId),
      })),
    ),
    months,
    referenceRecords(clientKey) {
      const { properties } = portfolioOf(clientKey);
      return {
        *[Symbol.iterator]() {
          for (const property of properties) {
            for (const version of property.versions) yield version.record;
          }
        },
      };
    },
    snapshotRecords(clientKey, month) {
      const { listings } = portfolioOf(clientKey);
      const monthIndex = months.indexOf(month);
      if (monthIndex < 0)
        throw new RangeError(`${month} is not a cycle month (${months[0]} to ${months.at(-1)})`);
      return {
        *[Symbol.iterator]() {
          for (const propertyListings of listings) {
            for (const listing of propertyListings)
              yield buildSnapshot(listing, monthIndex, cycles);
          }
        },
      };
    },
  };
}
