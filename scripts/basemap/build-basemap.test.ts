import type { Feature, Point } from 'geojson';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildBasemap,
  CELL_DEGREES,
  DETAIL_MIN_ZOOM,
  MIN_PLACE_POPULATION,
  placeRank,
} from './build-basemap.mjs';

type Built = Awaited<ReturnType<typeof buildBasemap>>;
const kinds = (features: Feature[]) => new Set(features.map((f) => f.properties?.kind));

describe('offline basemap build', () => {
  let built: Built;

  beforeAll(async () => {
    built = await buildBasemap();
  }, 240_000);

  it('ranks places by population, capitals among the big ones', () => {
    expect(placeRank(8_000_000, false)).toBe(1);
    expect(placeRank(2_000_000, false)).toBe(2);
    expect(placeRank(120_000, false)).toBe(4);
    expect(placeRank(20_000, false)).toBe(6);
    expect(placeRank(20_000, true)).toBe(2);
  });

  it('gives every place a name, a rank and coordinates; the world file has the big ones', () => {
    const places = [
      ...built.world.features,
      ...built.cells.flatMap((cell) => cell.collection.features),
    ].filter((f) => f.properties?.kind === 'place') as Feature<Point>[];
    expect(places.length).toBeGreaterThan(20_000);
    const malformed = places.filter(({ properties, geometry }) => {
      const [lng, lat] = geometry.coordinates;
      return (
        typeof properties?.name !== 'string' ||
        !(properties.rank >= 1 && properties.rank <= 6) ||
        !(properties.population >= MIN_PLACE_POPULATION) ||
        !(Math.abs(lng!) <= 180 && Math.abs(lat!) <= 90)
      );
    });
    expect(malformed).toEqual([]);
    const world = built.world.features.filter((f) => f.properties?.kind === 'place');
    expect(world.every((f) => f.properties!.rank <= 3)).toBe(true);
    expect(world.map((f) => f.properties?.name)).toEqual(
      expect.arrayContaining(['Chicago', 'Paris', 'Tokyo', 'São Paulo']),
    );
  });

  it('cuts the detail into cells that hold only their own part of the world', () => {
    expect(DETAIL_MIN_ZOOM).toBeGreaterThan(4);
    expect(built.cells.length).toBeGreaterThan(300);
    const outside = built.cells.filter(({ key, collection }) => {
      const [column, row] = key.split('_').map(Number);
      const [west, south] = [column! * CELL_DEGREES - 180, row! * CELL_DEGREES - 90];
      const inside = (value: number, from: number) =>
        value >= from - 1e-4 && value <= from + CELL_DEGREES + 1e-4;
      const pairs = JSON.stringify(collection.features.map((f) => f.geometry)).matchAll(
        /\[(-?[\d.e-]+),(-?[\d.e-]+)\]/g,
      );
      return [...pairs].some(
        ([, lng, lat]) => !inside(Number(lng), west) || !inside(Number(lat), south),
      );
    });
    expect(outside.map(({ key }) => key)).toEqual([]);
  });

  it('draws state and province lines beyond the United States', () => {
    const cell = (key: string) => built.cells.find((c) => c.key === key)!.collection.features;
    // Chicago; France; Ontario and Quebec; south-east Brazil; eastern Australia.
    for (const key of ['9_13', '18_13', '10_14', '13_6', '32_5']) {
      expect([...kinds(cell(key))], key).toEqual(expect.arrayContaining(['land', 'state']));
    }
    expect([...kinds(cell('9_13'))]).toEqual(
      expect.arrayContaining(['lake', 'place', 'state-label', 'border']),
    );
    expect(
      cell('9_13').some((f) => f.properties?.kind === 'place' && f.properties.name === 'Evanston'),
    ).toBe(true);
  });
});
