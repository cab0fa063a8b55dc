import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { MapPoint } from '../report-figures.service.ts';
import { emptyNote } from './pdf-charts.ts';
import { bandColors, COLORS, FONT, type Box, type Pdf } from './pdf-theme.ts';

type Country = Feature<Polygon | MultiPolygon>;

type Shapes = Array<{ rings: Position[][]; box: [number, number, number, number] }>;

/** Polygons of each country with their bounding boxes, parsed once per process and detail. */
const shapes = new Map<string, Shapes>();

// ISO 3166 numeric 010: its rings wrap the pole and draw stray lines across the map.
const ANTARCTICA = '010';

/**
 * Rings cut at the antimeridian (Russia's east, Fiji) run from -180 to 180 and would draw a line
 * across the whole map; their western half is moved past 180 so each ring is one piece.
 */
function unwrap(ring: Position[]): Position[] {
  const lngs = ring.map((position) => position[0]!);
  if (Math.max(...lngs) - Math.min(...lngs) <= 180) return ring;
  return ring.map(([lng, lat]) => [lng! < 0 ? lng! + 360 : lng!, lat!]);
}

/** 1:50m outlines for a region; 1:110m for a continent or more, where finer is invisible. */
function countryRings(detail: '50m' | '110m'): Shapes {
  const cached = shapes.get(detail);
  if (cached) return cached;
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve(`world-atlas/countries-${detail}.json`), 'utf8'),
  ) as Topology<{ countries: GeometryCollection }>;
  const collection = feature(topology, topology.objects.countries) as unknown as {
    features: Country[];
  };
  const rings: Shapes = collection.features
    .filter((country) => country.id !== ANTARCTICA && country.geometry)
    .flatMap((country) =>
      country.geometry.type === 'Polygon'
        ? [country.geometry.coordinates]
        : country.geometry.coordinates,
    )
    .map((parts) => {
      const rings = parts.map(unwrap);
      const outer = rings[0]!;
      const lngs = outer.map((p) => p[0]!);
      const lats = outer.map((p) => p[1]!);
      return {
        rings,
        box: [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)] as [
          number,
          number,
          number,
          number,
        ],
      };
    });
  shapes.set(detail, rings);
  return rings;
}

interface View {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The area around the points, with a margin and a minimum size so one city is not a blur. */
function viewAround(points: readonly MapPoint[]): View {
  const lngs = points.map((p) => p.lng);
  const lats = points.map((p) => p.lat);
  let west = Math.min(...lngs);
  let east = Math.max(...lngs);
  let south = Math.min(...lats);
  let north = Math.max(...lats);
  const padLng = Math.max((east - west) * 0.15, 3);
  const padLat = Math.max((north - south) * 0.15, 2);
  west = Math.max(-180, west - padLng);
  east = Math.min(180, east + padLng);
  south = Math.max(-85, south - padLat);
  north = Math.min(85, north + padLat);
  return { west, south, east, north };
}

/**
 * The properties on a map of country shapes (world-atlas, shipped with the app, so no tiles and no
 * network), each a dot in its score band's colour; the weakest are drawn last, on top.
 */
export function drawMap(doc: Pdf, box: Box, points: readonly MapPoint[]): void {
  if (points.length === 0) {
    emptyNote(doc, box, 'No property of this selection has coordinates.');
    return;
  }
  const view = viewAround(points);
  // Equirectangular, with longitudes shortened by the cosine of the middle latitude.
  const squeeze = Math.cos((((view.north + view.south) / 2) * Math.PI) / 180);
  const spanX = (view.east - view.west) * squeeze;
  const spanY = view.north - view.south;
  const scale = Math.min(box.width / spanX, box.height / spanY);
  const offsetX = box.x + (box.width - spanX * scale) / 2;
  const offsetY = box.y + (box.height - spanY * scale) / 2;
  const project = ([lng, lat]: Position): [number, number] => [
    offsetX + (lng! - view.west) * squeeze * scale,
    offsetY + (view.north - lat!) * scale,
  ];
  // What the projection shows beyond the view's box still belongs on the map.
  const visible = {
    west: view.west - (offsetX - box.x) / (squeeze * scale),
    east: view.east + (offsetX - box.x) / (squeeze * scale),
    north: view.north + (offsetY - box.y) / scale,
    south: view.south - (offsetY - box.y) / scale,
  };

  doc.save();
  doc.roundedRect(box.x, box.y, box.width, box.height, 6).clip();
  doc.rect(box.x, box.y, box.width, box.height).fill(COLORS.sea);
  const detail = visible.east - visible.west > 60 ? '110m' : '50m';
  for (const polygon of countryRings(detail)) {
    const [w, s, e, n] = polygon.box;
    if (e < visible.west || w > visible.east || n < visible.south || s > visible.north) continue;
    for (const ring of polygon.rings) {
      ring.forEach((position, index) => {
        const [x, y] = project(position);
        if (index === 0) doc.moveTo(x, y);
        else doc.lineTo(x, y);
      });
      doc.closePath();
    }
    doc.lineWidth(0.4).fillAndStroke(COLORS.land, '#ffffff');
  }
  const ordered = points.toSorted(
    (a, b) => (b.accuracy ?? Number.POSITIVE_INFINITY) - (a.accuracy ?? Number.POSITIVE_INFINITY),
  );
  const radius = points.length > 150 ? 2.6 : 3.6;
  for (const point of ordered) {
    const [x, y] = project([point.lng, point.lat]);
    doc.circle(x, y, radius).lineWidth(0.8).fillAndStroke(bandColors(point.accuracy)[0], '#ffffff');
  }
  doc.restore();
  drawLegend(doc, box);
}

function drawLegend(doc: Pdf, box: Box): void {
  const entries: Array<[string, number]> = [
    ['90–100', 95],
    ['60–89', 75],
    ['0–59', 30],
  ];
  const width = 150;
  const x = box.x + 8;
  const y = box.y + box.height - 24;
  doc.roundedRect(x, y, width, 16, 4).fillOpacity(0.92).fill('#ffffff').fillOpacity(1);
  entries.forEach(([label, score], index) => {
    const left = x + 8 + index * 48;
    doc.circle(left + 3, y + 8, 3).fill(bandColors(score)[0]);
    doc
      .font(FONT.regular)
      .fontSize(7)
      .fillColor(COLORS.textSoft)
      .text(label, left + 9, y + 4, { width: 40, lineBreak: false });
  });
}
