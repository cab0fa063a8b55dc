import { abbreviateCount, clusterArcs, clusterDiameter, type ClusterMix } from './map-features.ts';
import { bandColor, type MapTheme } from './map-theme.ts';

const RING = 5;
/**
 * Every cluster icon has the same box, the largest cluster's plus its shadow: with icons of mixed
 * sizes in one atlas, software WebGL (chromium's SwiftShader, at a pixel ratio of 1) drew some of
 * them interleaved with their neighbours.
 */
const BOX = 60;

/**
 * A cluster as a ring of its bands around its count, drawn on a canvas at the screen's pixel
 * ratio: the map draws text only from glyph files, which would have to come from a server.
 */
export function drawClusterIcon(
  mix: ClusterMix,
  theme: MapTheme,
  pixelRatio: number,
): { image: ImageData; pixelRatio: number } | null {
  const diameter = clusterDiameter(mix.total);
  const size = Math.ceil(BOX * pixelRatio);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.scale(pixelRatio, pixelRatio);
  const centre = BOX / 2;
  const outer = diameter / 2;

  context.beginPath();
  context.arc(centre, centre, outer + 1.5, 0, Math.PI * 2);
  context.fillStyle = 'rgba(255, 255, 255, 0.92)';
  context.shadowColor = 'rgba(16, 24, 40, 0.28)';
  context.shadowBlur = 3;
  context.fill();
  context.shadowColor = 'transparent';

  const start = -Math.PI / 2;
  for (const arc of clusterArcs(mix)) {
    context.beginPath();
    context.arc(
      centre,
      centre,
      outer - RING / 2,
      start + arc.from * Math.PI * 2,
      start + arc.to * Math.PI * 2,
    );
    context.strokeStyle = bandColor(theme, arc.band);
    context.lineWidth = RING;
    context.stroke();
  }

  context.beginPath();
  context.arc(centre, centre, outer - RING - 1, 0, Math.PI * 2);
  context.fillStyle = theme.surface;
  context.fill();

  const label = abbreviateCount(mix.total);
  context.fillStyle = theme.ink;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = `650 ${label.length > 3 ? 11 : 13}px 'Inter Variable', system-ui, sans-serif`;
  context.fillText(label, centre, centre + 0.5);

  return { image: context.getImageData(0, 0, size, size), pixelRatio };
}
