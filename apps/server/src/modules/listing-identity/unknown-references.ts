import type { ImportError } from '@lens/contracts';

/**
 * The line errors of an import record naming a channel the catalog lacks or a property the client
 * does not have; a record that names no property is not faulted for it.
 */
export function unknownReferences(
  line: number,
  record: { siteId: number; propertyCode?: string | null },
  known: { channels: ReadonlySet<number>; properties: ReadonlyMap<string, number> },
  field: (path: readonly PropertyKey[]) => string,
): ImportError[] {
  const errors: ImportError[] = [];
  if (!known.channels.has(record.siteId))
    errors.push({
      line,
      field: field(['siteId']),
      message: `${record.siteId} is not a channel of the catalog`,
    });
  if (record.propertyCode && !known.properties.has(record.propertyCode))
    errors.push({
      line,
      field: field(['propertyCode']),
      message: `${record.propertyCode} is not a known property`,
    });
  return errors;
}
