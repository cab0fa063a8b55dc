import { meanAccuracy } from '@lens/domain';
import type { Tx } from '../db/transaction.ts';
import { recomputeClientRollups, resultArrays } from '../modules/scoring/pair-states.queries.ts';

type FixtureResult = {
  key: string;
  status: string;
  accuracy: number | null;
  weight: number;
  ignored?: boolean;
};

/** Two properties on two channels with hand-picked results (weights and statuses as in docs/architecture.md, "What the scores mean"). */
export const FIXTURE: Array<{
  property: 0 | 1;
  channel: 0 | 1;
  knockout: string[];
  results: FixtureResult[];
}> = [
  {
    property: 0,
    channel: 0,
    knockout: [],
    results: [
      { key: 'NAME', status: 'ACCURATE', accuracy: 100, weight: 2 },
      { key: 'PHONE', status: 'DISCREPANCY', accuracy: 50, weight: 2 },
      { key: 'PHOTOS', status: 'INACCURATE', accuracy: 0, weight: 1 },
    ],
  },
  {
    property: 0,
    channel: 1,
    knockout: ['Name INACCURATE'],
    results: [
      { key: 'NAME', status: 'INACCURATE', accuracy: 0, weight: 2 },
      { key: 'PHOTOS', status: 'ACCURATE', accuracy: 100, weight: 1 },
    ],
  },
  {
    property: 1,
    channel: 0,
    knockout: [],
    results: [
      { key: 'PHONE', status: 'ACCURATE', accuracy: 100, weight: 2 },
      { key: 'WEBSITE', status: 'REVIEW', accuracy: null, weight: 1 },
    ],
  },
  {
    property: 1,
    channel: 1,
    knockout: ['Phone INACCURATE', 'Name MISSING'],
    results: [
      { key: 'PHONE', status: 'INACCURATE', accuracy: 0, weight: 2 },
      { key: 'NAME', status: 'MISSING', accuracy: 0, weight: 2 },
      { key: 'PHOTOS', status: 'INACCURATE', accuracy: 0, weight: 1, ignored: true },
    ],
  },
];

/** Writes the fixture for a new client, inside the caller's transaction (rolled back after). */
export async function seedFixture(tx: Tx, today: string) {
  const { rows: client } = await tx.query(
    `INSERT INTO clients (name) VALUES ('Fixture client') RETURNING id`,
  );
  const clientId = client[0].id as number;
  const { rows: city } = await tx.query(
    `SELECT c.id, c.sub_region_id, sr.region_id, r.country_id FROM cities c
     JOIN sub_regions sr ON sr.id = c.sub_region_id JOIN regions r ON r.id = sr.region_id LIMIT 1`,
  );
  const { rows: channels } = await tx.query(
    `SELECT id, category_id FROM channels ORDER BY id LIMIT 2`,
  );
  await tx.query(`INSERT INTO views (client_id, name) VALUES ($1, 'Fixture view')`, [clientId]);
  const properties: number[] = [];
  for (const name of ['Fixture One', 'Fixture Two']) {
    const { rows } = await tx.query(
      `INSERT INTO properties (client_id, code, name, type, city_id) VALUES ($1, $2, $2, 'HOTEL', $3) RETURNING id`,
      [clientId, name, city[0].id],
    );
    properties.push(rows[0].id);
  }
  let snapshot = 1;
  for (const audit of FIXTURE) {
    const propertyId = properties[audit.property]!;
    const channel = channels[audit.channel];
    const accuracy = meanAccuracy([
      audit.results.map((r) => ({ ...r, accuracy: r.ignored ? null : r.accuracy })),
    ]);
    const { rows } = await tx.query(
      `INSERT INTO audits (property_id, channel_id, snapshot_id, audit_date, accuracy, knockout, knockout_reasons)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        propertyId,
        channel.id,
        snapshot++,
        today,
        accuracy,
        audit.knockout.length > 0,
        audit.knockout,
      ],
    );
    for (const r of audit.results) {
      await tx.query(
        `INSERT INTO audit_results (property_id, audit_id, characteristic, status, accuracy, weight, evidence, ignored)
         VALUES ($1, $2, $3, $4, $5, $6, '{}', $7)`,
        [propertyId, rows[0].id, r.key, r.status, r.accuracy, r.weight, r.ignored ?? false],
      );
    }
    await tx.query(
      `INSERT INTO pair_states (property_id, channel_id, month, client_id, audit_id, audit_date, accuracy, knockout,
         diamond, property_type, city_id, sub_region_id, region_id, country_id, category_id,
         result_characteristics, result_accuracies)
       SELECT $1, $2, date_trunc('month', $3::date), $4, $5, $3, $6, $7, false, 'HOTEL', $8, $9, $10, $11, $12,
              res.result_characteristics, res.result_accuracies
       FROM (VALUES (1)) AS one ${resultArrays('$1::int', '$5::bigint', `'{}'`)}`,
      [
        propertyId,
        channel.id,
        today,
        clientId,
        rows[0].id,
        accuracy,
        audit.knockout.length > 0,
        city[0].id,
        city[0].sub_region_id,
        city[0].region_id,
        city[0].country_id,
        channel.category_id,
      ],
    );
  }
  await recomputeClientRollups(tx, clientId);
  return { clientId, properties, sites: channels.map((s) => s.id as number) };
}
