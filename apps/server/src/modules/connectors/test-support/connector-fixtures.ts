import path from 'node:path';
import type { Database } from '../../../db/connection.ts';
import { startRecordedServer, type RecordedServer } from '../../../test-support/recorded-server.ts';
import { createClient } from '../../../test-support/test-database.ts';
import { importFile } from '../../imports/import.service.ts';

const recordings = path.join(import.meta.dirname, 'recorded');

/**
 * A client of its own with the example reference data's properties, in id order: what a
 * connector lands there moves no figure another suite checks.
 */
export async function connectorClient(
  database: Database,
  name: string,
): Promise<{ clientId: number; properties: Array<{ id: number; code: string }> }> {
  const clientId = await createClient(database, name);
  await importFile(database.pool, {
    clientId,
    kind: 'REFERENCE',
    filePath: path.resolve(import.meta.dirname, '../../../../../../docs/examples/reference.csv'),
  });
  const { rows } = await database.pool.query<{ id: number; code: string }>(
    'SELECT id, code FROM properties WHERE client_id = $1 ORDER BY id',
    [clientId],
  );
  return { clientId, properties: rows };
}

/** The place ids the recorded places API knows: one hotel, one unknown id, one server error. */
export const PLACE_IDS = ['ChIJ-harbour-view', 'ChIJ-gone', 'ChIJ-broken'] as const;

/** A loopback places details API answering the recorded responses for `PLACE_IDS`. */
export function startPlacesServer(): Promise<RecordedServer> {
  const details = '/maps/api/place/details/json';
  return startRecordedServer(path.join(recordings, 'places'), [
    { path: details, query: { place_id: PLACE_IDS[0] }, file: 'details-harbour-view.json' },
    { path: details, query: { place_id: PLACE_IDS[1] }, file: 'details-not-found.json' },
    {
      path: details,
      query: { place_id: PLACE_IDS[2] },
      status: 500,
      file: 'server-error.json',
    },
  ]);
}

/** A loopback web server answering the recorded listing pages. */
export function startPagesServer(
  pages: Parameters<typeof startRecordedServer>[1],
): Promise<RecordedServer> {
  return startRecordedServer(path.join(recordings, 'pages'), pages);
}
