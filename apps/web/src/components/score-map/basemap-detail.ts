import type { GeoJSONSource, Map } from 'maplibre-gl';
import { cellsInView, loadCell, type WorldFile } from './basemap.ts';
import { DETAIL_SOURCE, WORLD_SHAPE_LAYERS } from './basemap-style.ts';

/** At most this many cells are drawn at once: a wide screen at the detail zoom sees six. */
const MAX_CELLS = 9;

/**
 * Keeps the detail source on the cells the view covers once it is zoomed in to the detail zoom:
 * each cell is fetched when a view first reaches it, so the first view of a portfolio downloads
 * only the world file. The first cells drawn take over from the world shapes at that zoom; their
 * finer coasts would otherwise sit beside the coarse ones. Returns the unsubscribe.
 */
export function followDetail(map: Map, world: WorldFile): () => void {
  let shown = '';
  let latest = 0;
  let handedOver = false;
  const update = async () => {
    if (map.getZoom() < world.detailMinZoom) return;
    const bounds = map.getBounds();
    const keys = cellsInView(
      [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
      world.cellDegrees,
    )
      .filter((key) => world.cells[key])
      .slice(0, MAX_CELLS);
    const signature = keys.join(' ');
    if (signature === shown) return;
    const request = (latest += 1);
    // A cell that fails stays out of this view and is asked for again with the next move.
    const loaded = await Promise.all(
      keys.map((key) => loadCell(world.cells[key]!).catch(() => null)),
    );
    const source = map.getSource(DETAIL_SOURCE) as GeoJSONSource | undefined;
    if (request !== latest || !source) return;
    void source.setData({
      type: 'FeatureCollection',
      features: loaded.flatMap((cell) => cell?.features ?? []),
    });
    shown = loaded.every(Boolean) ? signature : '';
    if (!handedOver) {
      handedOver = true;
      for (const id of WORLD_SHAPE_LAYERS) {
        map.setLayerZoomRange(id, map.getLayer(id)?.minzoom ?? 0, world.detailMinZoom);
      }
    }
  };
  const onMove = () => void update();
  map.on('moveend', onMove);
  onMove();
  return () => map.off('moveend', onMove);
}
