import type { ReferenceRecord } from '@lens/contracts';
import type { Tx } from '../../db/transaction.ts';
import { referenceFields } from './reference-fields.ts';
import {
  applyVersionChanges,
  cityKey,
  loadReferenceRows,
  propertyIds,
  replacePropertyLanguages,
  setParents,
  upsertGeography,
  upsertHierarchy,
  upsertProperties,
  type GeographyInput,
  type KeyedChange,
} from './reference.queries.ts';
import { planVersion, type StoredVersion, type VersionChange } from './reference-versions.ts';
import { sameJson } from '../../lib/stable-json.ts';

export interface ReferenceWriteSummary {
  properties: number;
  propertiesCreated: number;
  valuesChanged: number;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function geographyOf(record: ReferenceRecord): GeographyInput {
  const { address } = record;
  return {
    countryCode: address.countryCode,
    countryName: address.countryName ?? regionNames.of(address.countryCode) ?? address.countryCode,
    region: address.region ?? address.city,
    subRegion: address.subRegion ?? address.city,
    city: address.city,
  };
}

/**
 * Writes validated reference records inside the caller's transaction: the geography, chains,
 * brands and management companies they name, the properties themselves, and each reference value
 * as a version from the record's validFrom. Versions of one property are applied in date order so
 * a file may hold a property's whole history.
 */
export async function writeReferenceRecords(
  tx: Tx,
  clientId: number,
  records: readonly ReferenceRecord[],
): Promise<ReferenceWriteSummary> {
  if (records.length === 0) return { properties: 0, propertiesCreated: 0, valuesChanged: 0 };
  const ordered = records.toSorted((a, b) =>
    a.validFrom < b.validFrom ? -1 : a.validFrom > b.validFrom ? 1 : 0,
  );
  // The latest version of each property decides its current attributes.
  const latest = new Map(ordered.map((record) => [record.code, record]));

  const cities = await upsertGeography(tx, ordered.map(geographyOf));
  const hierarchy = await upsertHierarchy(
    tx,
    clientId,
    [...latest.values()].flatMap((r) => (r.brand ? [r.brand] : [])),
    [...latest.values()].flatMap((r) => (r.managementCompany ? [r.managementCompany] : [])),
  );
  const { ids, created } = await upsertProperties(
    tx,
    clientId,
    [...latest.values()].map((record) => ({
      code: record.code,
      name: record.name,
      type: record.type,
      brandId: record.brand ? (hierarchy.brands.get(record.brand.code) ?? null) : null,
      managementCompanyId: record.managementCompany
        ? (hierarchy.managementCompanies.get(record.managementCompany.code) ?? null)
        : null,
      cityId: cities.get(cityKey(geographyOf(record)))!,
      lat: record.coordinates?.lat ?? null,
      lng: record.coordinates?.lng ?? null,
      statusNotice: record.statusNotice ?? null,
      open: record.open,
    })),
  );

  const parentCodes = [...latest.values()].flatMap((r) => (r.parentCode ? [r.parentCode] : []));
  const parents = parentCodes.length ? await propertyIds(tx, clientId, parentCodes) : new Map();
  await setParents(
    tx,
    [...latest.values()].map((record) => ({
      id: ids.get(record.code)!,
      parentId: record.parentCode ? (parents.get(record.parentCode) ?? null) : null,
    })),
  );
  await replacePropertyLanguages(
    tx,
    [...latest.values()]
      .filter((record) => record.languages)
      .map((record) => ({ propertyId: ids.get(record.code)!, languages: record.languages! })),
  );

  const valuesChanged = await writeVersions(tx, ordered, ids);
  return { properties: latest.size, propertiesCreated: created, valuesChanged };
}

async function writeVersions(
  tx: Tx,
  ordered: readonly ReferenceRecord[],
  ids: Map<string, number>,
): Promise<number> {
  const stored = await loadReferenceRows(tx, [...new Set(ids.values())]);
  // propertyId -> "characteristic|language" -> versions, kept in step as the file's versions apply
  const timelines = new Map<number, Map<string, StoredVersion[]>>();
  const timelinesOf = (propertyId: number) => {
    let own = timelines.get(propertyId);
    if (!own) timelines.set(propertyId, (own = new Map()));
    return own;
  };
  const storedByKey = new Map<string, StoredVersion[]>();
  for (const row of stored) {
    const own = timelinesOf(row.propertyId);
    const key = `${row.characteristic}|${row.language}`;
    own.set(key, [...(own.get(key) ?? []), row]);
    storedByKey.set(`${row.propertyId}|${key}`, own.get(key)!);
  }

  const touched = new Map<
    string,
    { propertyId: number; characteristic: string; language: string }
  >();
  for (const record of ordered) {
    const propertyId = ids.get(record.code)!;
    const own = timelinesOf(propertyId);
    const fields = new Map(
      referenceFields(record).map((f) => [`${f.characteristic}|${f.language}`, f]),
    );
    // Fields the property had before but this version lacks end at this version's date.
    for (const key of new Set([...fields.keys(), ...own.keys()])) {
      const timeline = own.get(key) ?? [];
      const planned = planVersion(timeline, record.validFrom, fields.get(key)?.value);
      if (planned.length === 0) continue;
      own.set(key, applyPlan(timeline, planned));
      const [characteristic, language] = key.split('|') as [string, string];
      touched.set(`${propertyId}|${key}`, { propertyId, characteristic, language });
    }
  }

  // Write the difference between the stored and the final timelines of what changed.
  const changes: KeyedChange[] = [];
  for (const [touchedKey, { propertyId, characteristic, language }] of touched) {
    const before = new Map((storedByKey.get(touchedKey) ?? []).map((r) => [r.validFrom, r]));
    const after = timelinesOf(propertyId).get(`${characteristic}|${language}`) ?? [];
    const keyed = { propertyId, characteristic, language };
    for (const version of after) {
      const old = before.get(version.validFrom);
      before.delete(version.validFrom);
      if (!old) changes.push({ op: 'insert', ...keyed, ...version });
      else if (!sameJson(old.value, version.value) || old.validTo !== version.validTo) {
        changes.push(
          { op: 'delete', ...keyed, validFrom: old.validFrom },
          { op: 'insert', ...keyed, ...version },
        );
      }
    }
    for (const gone of before.values())
      changes.push({ op: 'delete', ...keyed, validFrom: gone.validFrom });
  }
  await applyVersionChanges(tx, changes);
  return changes.filter((change) => change.op === 'insert').length;
}

function applyPlan(timeline: StoredVersion[], planned: VersionChange[]): StoredVersion[] {
  let next = [...timeline];
  for (const change of planned) {
    if (change.op === 'delete') next = next.filter((v) => v.validFrom !== change.validFrom);
    if (change.op === 'close')
      next = next.map((v) =>
        v.validFrom === change.validFrom ? { ...v, validTo: change.validTo } : v,
      );
    if (change.op === 'set-value')
      next = next.map((v) =>
        v.validFrom === change.validFrom ? { ...v, value: change.value } : v,
      );
    if (change.op === 'insert')
      next.push({ validFrom: change.validFrom, validTo: change.validTo, value: change.value });
  }
  return next;
}
