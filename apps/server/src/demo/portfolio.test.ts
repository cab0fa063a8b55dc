import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHANNEL_CATALOG } from '../modules/catalog/channel-catalog.ts';
import { generatePortfolio, type DemoPortfolio, type PortfolioOptions } from './portfolio.ts';

const OPTIONS: PortfolioOptions = { seed: 42, endDate: '2026-11-22', months: 13, scale: 'demo' };
const portfolio = generatePortfolio(OPTIONS);
const meridian = [...portfolio.referenceRecords('meridian')];
const alpine = [...portfolio.referenceRecords('alpine')];
const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, T[]>();
  for (const item of items) counts.set(key(item), [...(counts.get(key(item)) ?? []), item]);
  return counts;
};
const firstVersions = (records: typeof meridian) => [
  ...new Map(records.toReversed().map((r) => [r.code, r])).values(),
];

function fingerprint(generated: DemoPortfolio, months: string[]): string {
  const hash = createHash('sha256');
  const { clients, users, views, channelGroups, listings } = generated;
  hash.update(JSON.stringify([clients, users, views, channelGroups, listings]));
  for (const client of clients) {
    for (const record of generated.referenceRecords(client.key))
      hash.update(JSON.stringify(record));
    for (const month of months) {
      for (const record of generated.snapshotRecords(client.key, month))
        hash.update(JSON.stringify(record));
    }
  }
  return hash.digest('hex');
}

describe('demo portfolio', () => {
  it('is the same for the same options, and another for another seed', () => {
    // The last month: a generator that carried state from month to month would differ there.
    const lastMonth = [portfolio.months.at(-1) as string];
    expect(fingerprint(generatePortfolio(OPTIONS), lastMonth)).toBe(
      fingerprint(portfolio, lastMonth),
    );
    const other = generatePortfolio({ ...OPTIONS, seed: 43 });
    expect(JSON.stringify(other.listings)).not.toBe(JSON.stringify(portfolio.listings));
    // Two passes over a month of snapshots: seconds on a busy machine.
  }, 30_000);

  it('has two clients, the main one with ~300 properties in 15 countries', () => {
    expect(portfolio.clients).toEqual([
      { key: 'meridian', name: 'Meridian Hospitality Group' },
      { key: 'alpine', name: 'Alpine Boutique Hotels' },
    ]);
    const properties = firstVersions(meridian);
    const byType = Object.fromEntries(countBy(properties, (record) => record.type));
    expect(properties).toHaveLength(300);
    expect(byType.HOTEL?.length).toBeGreaterThan(200);
    expect(byType.RESTAURANT?.length).toBeGreaterThan(30);
    expect(byType.SPA?.length).toBeGreaterThan(15);
    expect(new Set(properties.map((record) => record.address.countryCode)).size).toBe(15);
    expect(new Set(properties.map((record) => record.address.city)).size).toBeGreaterThanOrEqual(
      40,
    );
    expect(new Set(properties.map((record) => record.brand?.chain.code).filter(Boolean)).size).toBe(
      4,
    );
    expect(new Set(properties.map((record) => record.managementCompany?.code)).size).toBe(3);
    const brands = new Set(properties.map((record) => record.brand?.code).filter(Boolean));
    expect(brands.size).toBeGreaterThanOrEqual(14);
    expect(brands.size).toBeLessThanOrEqual(17);
  });

  it('gives the second client ~25 hotels in 3 countries under its own brands', () => {
    const properties = firstVersions(alpine);
    expect(properties.length).toBeGreaterThanOrEqual(20);
    expect(properties.every((record) => record.type === 'HOTEL')).toBe(true);
    expect(new Set(properties.map((record) => record.address.countryCode))).toEqual(
      new Set(['CH', 'AT', 'IT']),
    );
    expect(new Set(properties.map((record) => record.brand?.chain.name))).toEqual(
      new Set(['Alpine Boutique Hotels']),
    );
  });

  it('covers 13 monthly cycles ending with the end date month', () => {
    expect(portfolio.months).toHaveLength(13);
    expect(portfolio.months.at(-1)).toBe('2026-11');
    expect(() => portfolio.snapshotRecords('meridian', '2024-01')).toThrow(RangeError);
  });

  it('lists properties on the channels that fit them, 40+ channels in all', () => {
    const used = new Set(portfolio.listings.flatMap((listing) => listing.channelIds));
    expect(used.size).toBeGreaterThanOrEqual(40);
    const known = new Set(CHANNEL_CATALOG.map((channel) => channel.id));
    expect([...used].every((id) => known.has(id))).toBe(true);
    const types = new Map([...meridian, ...alpine].map((record) => [record.code, record.type]));
    const on = (channelId: number) =>
      portfolio.listings.filter((listing) => listing.channelIds.includes(channelId));
    for (const channelId of [104, 107, 120, 81])
      expect(on(channelId).length, String(channelId)).toBeGreaterThan(200);
    expect(on(104)).toHaveLength(portfolio.listings.length);
    expect(on(60).every((listing) => types.get(listing.propertyCode) === 'HOTEL')).toBe(true);
    expect(on(140).every((listing) => types.get(listing.propertyCode) === 'RESTAURANT')).toBe(true);
    expect(on(160).every((listing) => types.get(listing.propertyCode) === 'SPA')).toBe(true);
  });

  it('puts restaurants and spas in hotels of the same client', () => {
    for (const records of [meridian, alpine]) {
      const hotels = new Set(
        records.filter((record) => record.type === 'HOTEL').map((record) => record.code),
      );
      for (const record of records.filter((r) => r.parentCode)) {
        expect(record.type).not.toBe('HOTEL');
        expect(hotels.has(record.parentCode as string), record.code).toBe(true);
      }
    }
    expect(meridian.filter((record) => record.parentCode).length).toBeGreaterThan(20);
  });

  it('changes some reference data over time, with status notices and closures', () => {
    const changed = [...countBy(meridian, (record) => record.code).values()].filter(
      (list) => list.length > 1,
    );
    expect(changed.length).toBeGreaterThan(20);
    for (const list of changed) {
      const dates = list.map((record) => record.validFrom);
      expect(dates).toEqual(dates.toSorted());
    }
    const notices = new Set(meridian.map((record) => record.statusNotice).filter(Boolean));
    expect(notices).toEqual(
      new Set(['REBRANDING', 'DEFLAGGING', 'CLOSED_TEMPORARY', 'CLOSED_PERMANENTLY']),
    );
    expect(meridian.some((record) => !record.open)).toBe(true);
    expect(changed.some((list) => new Set(list.map((record) => record.phone)).size > 1)).toBe(true);
    expect(changed.some((list) => new Set(list.map((record) => record.brand?.code)).size > 1)).toBe(
      true,
    );
  });

  it('has the demo users, views and channel groups the README lists', () => {
    const logins = portfolio.users.map(({ email, password, role, clientKey, viewNames }) => ({
      email,
      password,
      role,
      clientKey,
      viewNames,
    }));
    expect(logins).toEqual([
      {
        email: 'admin@demo.local',
        password: 'demo-admin',
        role: 'ADMIN',
        clientKey: 'meridian',
        viewNames: [
          'Meridian — All properties',
          'Meridian — Hotel chain',
          'Meridian — Luxury collection',
        ],
      },
      {
        email: 'manager@demo.local',
        password: 'demo-manager',
        role: 'USER',
        clientKey: 'meridian',
        viewNames: ['Meridian — All properties'],
      },
      {
        email: 'chain@demo.local',
        password: 'demo-chain',
        role: 'USER',
        clientKey: 'meridian',
        viewNames: ['Meridian — Hotel chain'],
      },
      {
        email: 'other@demo.local',
        password: 'demo-other',
        role: 'USER',
        clientKey: 'alpine',
        viewNames: ['Alpine Boutique Hotels — All hotels'],
      },
    ]);
    const view = (name: string) => portfolio.views.find((candidate) => candidate.name === name);
    expect(view('Meridian — All properties')).toMatchObject({
      clientKey: 'meridian',
      specificViewType: null,
      supportsEssentials: true,
      scope: { kind: 'ALL' },
      channelIds: null,
    });
    expect(view('Meridian — Hotel chain')).toMatchObject({
      clientKey: 'meridian',
      specificViewType: 'HILTON',
      scope: { kind: 'FILTER', propertyTypes: ['HOTEL'] },
    });
    expect(view('Alpine Boutique Hotels — All hotels')).toMatchObject({
      clientKey: 'alpine',
      scope: { kind: 'ALL' },
    });
    const brandCodes = new Set(meridian.map((record) => record.brand?.code));
    for (const view of portfolio.views) {
      if (view.scope.kind === 'FILTER')
        for (const code of view.scope.brandCodes ?? []) expect(brandCodes.has(code)).toBe(true);
    }
    expect(portfolio.channelGroups).toEqual([
      { clientKey: 'meridian', name: 'Corporate travel (GDS)', channelIds: [60, 61, 62, 63] },
      { clientKey: 'meridian', name: 'Group, meeting & event', channelIds: [70, 71, 72, 73, 75] },
    ]);
  });
});

describe('bench scale', () => {
  const bench = generatePortfolio({
    ...OPTIONS,
    scale: { properties: 150, channelsPerProperty: 40 },
  });

  it('has one client with exactly the asked properties and channels per property', () => {
    expect(bench.clients.map((client) => client.key)).toEqual(['meridian']);
    expect(bench.users.every((user) => user.clientKey === 'meridian')).toBe(true);
    expect(bench.listings).toHaveLength(150);
    expect(bench.listings.every((listing) => listing.channelIds.length === 40)).toBe(true);
    expect(new Set(bench.listings.map((listing) => listing.propertyCode)).size).toBe(150);
    let snapshots = 0;
    for (const record of bench.snapshotRecords('meridian', bench.months[0] as string))
      snapshots += record.siteId > 0 ? 1 : 0;
    expect(snapshots).toBe(150 * 40);
  });

  it('refuses more channels than the catalog has', () => {
    expect(() =>
      generatePortfolio({ ...OPTIONS, scale: { properties: 10, channelsPerProperty: 80 } }),
    ).toThrow(RangeError);
  });
});

describe('descriptions', () => {
  it('are 60 to 150 words in every language', () => {
    for (const record of [...meridian, ...alpine]) {
      const descriptions = Object.entries(record.descriptions ?? {});
      expect(descriptions.length, record.code).toBeGreaterThanOrEqual(2);
      for (const [language, { content }] of descriptions) {
        const words = content.split(/\s+/).length;
        expect(words, `${record.code} ${language}: ${content}`).toBeGreaterThanOrEqual(60);
        expect(words, `${record.code} ${language}`).toBeLessThanOrEqual(150);
      }
    }
  });

  it('are written in English and the local languages', () => {
    const languages = new Set(
      [...meridian, ...alpine].flatMap((record) => Object.keys(record.descriptions ?? {})),
    );
    expect([...languages].toSorted()).toEqual(['de', 'en', 'es', 'fr', 'it']);
    const paris = meridian.find(
      (record) => record.address.city === 'Paris' && record.type === 'HOTEL',
    );
    expect(Object.keys(paris?.descriptions ?? {})).toContain('fr');
  });

  it('vary in wording between properties', () => {
    const openings = new Set(
      meridian.map((record) => record.descriptions?.en?.content.split(' ').slice(0, 3).join(' ')),
    );
    expect(openings.size).toBeGreaterThan(50);
  });
});
