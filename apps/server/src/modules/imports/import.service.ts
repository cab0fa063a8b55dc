import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import {
  listingIdentityRecordSchema,
  referenceRecordSchema,
  seenListingRecordSchema,
  snapshotRecordSchema,
  type ImportError,
  type ImportKind,
  type ImportResult,
  type ReferenceRecord,
  type SnapshotRecord,
} from '@lens/contracts';
import {
  columnsProblem,
  detectFileContent,
  expectedShape,
  fileContentProblem,
  fileNameProblem,
  missingValueMessage,
} from '@lens/domain';
import type pg from 'pg';
import type { z } from 'zod';
import { withTransaction, type Tx } from '../../db/transaction.ts';
import { retryConflicts } from '../scoring/retry-conflicts.ts';
import { AuditLander } from '../audits/landing.service.ts';
import { snapshotKey } from '../audits/landing.queries.ts';
import { storeAndLand } from '../audits/snapshot-landing.service.ts';
import { writeReferenceRecords } from '../reference/reference-import.service.ts';
import { propertyIds } from '../reference/reference.queries.ts';
import { materializeClientViews } from '../views/view-scope.queries.ts';
import { writeSeenListings } from '../listing-identity/seen-listings-import.service.ts';
import { writeListingIdentities } from '../listing-identity/listing-identities-import.service.ts';
import {
  csvColumnFor,
  CsvCellError,
  listingIdentityFromCsv,
  referenceFromCsv,
  seenListingFromCsv,
  snapshotFromCsv,
} from './csv-records.ts';
import { finishImportRun, findCompletedRun } from './import.queries.ts';
import { knownChannelIds } from '../reference/property-facts.queries.ts';
import { formatOf, readRows, RowSyntaxError, type ImportFormat } from './import-readers.ts';

/** The whole file was refused; nothing was written. */
export class ImportRejected extends Error {
  constructor(readonly errors: ImportError[]) {
    super(
      `The file was rejected, nothing was imported: ${errors
        .slice(0, 3)
        .map((e) => `line ${e.line}${e.field ? ` (${e.field})` : ''}: ${e.message}`)
        .join('; ')}${errors.length > 3 ? ` and ${errors.length - 3} more` : ''}`,
    );
  }
}

export interface ImportRequest {
  clientId: number;
  kind: ImportKind;
  filePath: string;
  /** The name shown in history; defaults to the file's own name. */
  fileName?: string;
  userId?: number | null;
  /** `bytes`: how much of the file has been read, reported while reading. */
  onProgress?: (progress: { rows: number; phase: 'reading' | 'writing'; bytes?: number }) => void;
}

const MAX_REPORTED_ERRORS = 50;
const SNAPSHOT_CHUNK = 500;
const PROGRESS_EVERY = 250;

/**
 * Imports a reference-data, channel-snapshot, seen-listings or listing-identity file. Every row is validated; one bad row rejects
 * the whole file with line-numbered errors and nothing is written. A file already imported (same
 * bytes) changes nothing; so does a file whose rows are all already stored.
 */
export async function importFile(pool: pg.Pool, request: ImportRequest): Promise<ImportResult> {
  const fileName = request.fileName ?? path.basename(request.filePath);
  const format = formatOf(fileName);
  if (!format) {
    throw new ImportRejected([
      { line: 1, field: null, message: fileNameProblem(fileName, request.kind) },
    ]);
  }
  // Refused before any row is read: a PDF or a workbook would otherwise fail on every line.
  const contentProblem = fileContentProblem(
    detectFileContent(await fileHead(request.filePath)),
    request.kind,
    format,
  );
  if (contentProblem) throw new ImportRejected([{ line: 1, field: null, message: contentProblem }]);
  const sha256 = await fileHash(request.filePath);
  if (await findCompletedRun(pool, request.clientId, request.kind, sha256)) {
    return { kind: request.kind, fileName, rows: 0, unchanged: true, created: {} };
  }
  // Landing refreshes pair states; losing a race with another refresh runs the file again.
  return retryConflicts(() =>
    withTransaction(pool, async (tx) => {
      const result =
        request.kind === 'REFERENCE'
          ? await importReference(tx, request, format, fileName)
          : request.kind === 'SNAPSHOTS'
            ? await importSnapshots(tx, request, format, fileName)
            : {
                kind: request.kind,
                fileName,
                ...(request.kind === 'SEEN_LISTINGS'
                  ? await importSeenListings(tx, request, format)
                  : await importListingIdentities(tx, request, format)),
              };
      await finishImportRun(tx, {
        clientId: request.clientId,
        kind: request.kind,
        fileName,
        sha256,
        result,
        userId: request.userId ?? null,
      });
      return result;
    }),
  );
}

async function importReference(
  tx: Tx,
  request: ImportRequest,
  format: ImportFormat,
  fileName: string,
) {
  const errors: ImportError[] = [];
  const records: ReferenceRecord[] = [];
  const seen = new Map<string, number>();
  for await (const { line, record } of validRows(
    request,
    format,
    referenceRecordSchema,
    referenceFromCsv,
    errors,
  )) {
    const key = `${record.code}|${record.validFrom}`;
    if (seen.has(key)) {
      errors.push({
        line,
        field: field(format, ['validFrom']),
        message: `repeats ${record.code} valid from ${record.validFrom} (line ${seen.get(key)})`,
      });
    } else {
      seen.set(key, line);
      records.push(record);
    }
  }
  const codes = new Set(records.map((r) => r.code));
  const parents = records.filter((r) => r.parentCode && !codes.has(r.parentCode));
  if (parents.length) {
    const known = await propertyIds(
      tx,
      request.clientId,
      parents.map((r) => r.parentCode!),
    );
    for (const record of parents) {
      if (!known.has(record.parentCode!)) {
        errors.push({
          line: seen.get(`${record.code}|${record.validFrom}`)!,
          field: field(format, ['parentCode']),
          message: `${record.parentCode} is not a known property`,
        });
      }
    }
  }
  if (errors.length) throw new ImportRejected(errors);
  request.onProgress?.({ rows: records.length, phase: 'writing' });
  const summary = await writeReferenceRecords(tx, request.clientId, records);
  if (summary.propertiesCreated > 0) await materializeClientViews(tx, request.clientId);
  return {
    kind: 'REFERENCE' as const,
    fileName,
    rows: records.length,
    unchanged: summary.propertiesCreated === 0 && summary.valuesChanged === 0,
    created: { properties: summary.propertiesCreated, referenceValues: summary.valuesChanged },
  };
}

async function importSnapshots(
  tx: Tx,
  request: ImportRequest,
  format: ImportFormat,
  fileName: string,
) {
  const errors: ImportError[] = [];
  const channels = await knownChannelIds(tx);
  const lander = await AuditLander.open(tx, request.clientId);
  const seen = new Set<string>();
  let rows = 0;
  let audits = 0;
  let chunk: Array<{ line: number; record: SnapshotRecord }> = [];

  const flush = async () => {
    const batch = chunk;
    chunk = [];
    const ids = await propertyIds(tx, request.clientId, [
      ...new Set(batch.map((b) => b.record.propertyCode)),
    ]);
    const fresh = [];
    for (const { line, record } of batch) {
      const propertyId = ids.get(record.propertyCode);
      if (propertyId === undefined) {
        errors.push({
          line,
          field: field(format, ['propertyCode']),
          message: `${record.propertyCode} is not a known property`,
        });
        continue;
      }
      const key = snapshotKey(propertyId, record.siteId, record.capturedAt);
      if (seen.has(key)) {
        errors.push({
          line,
          field: field(format, ['capturedAt']),
          message: 'repeats a snapshot of the same property, channel and time',
        });
        continue;
      }
      seen.add(key);
      fresh.push({ line, record, propertyId });
    }
    // Once the file is known to be rejected, only keep validating.
    if (errors.length || fresh.length === 0) return;
    const lines = new Map(fresh.map((entry) => [entry.record, entry.line]));
    const outcome = await storeAndLand(tx, lander, fresh);
    for (const conflict of outcome.conflicts) {
      errors.push({
        line: lines.get(conflict.record)!,
        field: field(format, ['capturedAt']),
        message: 'a different snapshot of this listing at this time is already stored',
      });
    }
    audits += outcome.audited;
    request.onProgress?.({ rows, phase: 'writing' });
  };

  for await (const entry of validRows(
    request,
    format,
    snapshotRecordSchema,
    snapshotFromCsv,
    errors,
  )) {
    rows += 1;
    if (!channels.has(entry.record.siteId)) {
      errors.push({
        line: entry.line,
        field: field(format, ['siteId']),
        message: `${entry.record.siteId} is not a channel of the catalog`,
      });
      continue;
    }
    chunk.push(entry);
    if (chunk.length >= SNAPSHOT_CHUNK) await flush();
    if (errors.length >= MAX_REPORTED_ERRORS) break;
  }
  if (chunk.length && errors.length < MAX_REPORTED_ERRORS) await flush();
  if (errors.length) throw new ImportRejected(errors.slice(0, MAX_REPORTED_ERRORS));
  await lander.flush();
  return {
    kind: 'SNAPSHOTS' as const,
    fileName,
    rows,
    unchanged: audits === 0,
    created: { snapshots: audits, audits },
  };
}

/**
 * A kind whose rows are all read before any is written: the writer checks them against the
 * database together and records line errors instead of writing when there is any.
 */
async function importWhole<S extends z.ZodType>(
  request: ImportRequest,
  format: ImportFormat,
  kind: { schema: S; fromCsv: (row: Record<string, string>) => unknown; created: string },
  write: (
    entries: ReadonlyArray<{ line: number; record: z.output<S> }>,
    fieldOf: (path: readonly PropertyKey[]) => string,
    errors: ImportError[],
  ) => Promise<number>,
) {
  const errors: ImportError[] = [];
  const entries = [];
  for await (const entry of validRows(request, format, kind.schema, kind.fromCsv, errors))
    entries.push(entry);
  // The writer checks the valid rows against the database even when others failed, and writes
  // nothing then: every refusal is told at once, in line order.
  const written = await write(entries, (p) => field(format, p), errors);
  if (errors.length)
    throw new ImportRejected(errors.sort((a, b) => a.line - b.line).slice(0, MAX_REPORTED_ERRORS));
  return { rows: entries.length, unchanged: written === 0, created: { [kind.created]: written } };
}

const importSeenListings = (tx: Tx, request: ImportRequest, format: ImportFormat) =>
  importWhole(
    request,
    format,
    { schema: seenListingRecordSchema, fromCsv: seenListingFromCsv, created: 'seenListings' },
    (entries, fieldOf, errors) => writeSeenListings(tx, request.clientId, entries, fieldOf, errors),
  );

const importListingIdentities = (tx: Tx, request: ImportRequest, format: ImportFormat) =>
  importWhole(
    request,
    format,
    {
      schema: listingIdentityRecordSchema,
      fromCsv: listingIdentityFromCsv,
      created: 'listingIdentities',
    },
    (entries, fieldOf, errors) =>
      writeListingIdentities(
        tx,
        { clientId: request.clientId, userId: request.userId ?? null },
        entries,
        fieldOf,
        errors,
      ),
  );

/** Parses and validates each row; invalid rows are recorded in `errors` and skipped. */
async function* validRows<S extends z.ZodType>(
  request: ImportRequest,
  format: ImportFormat,
  schema: S,
  fromCsv: (row: Record<string, string>) => unknown,
  errors: ImportError[],
): AsyncIterable<{ line: number; record: z.output<S> }> {
  let count = 0;
  const missingValue: z.core.$ZodErrorMap = (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined
      ? missingValueMessage(format)
      : undefined;
  try {
    const stream = createReadStream(request.filePath);
    for await (const { line, value } of readRows(stream, format)) {
      count += 1;
      if (count % PROGRESS_EVERY === 0)
        request.onProgress?.({ rows: count, phase: 'reading', bytes: stream.bytesRead });
      if (count === 1) {
        const problem = firstRecordProblem(value, request.kind, format);
        if (problem) {
          errors.push({ line: format === 'csv' ? 1 : line, ...problem });
          return;
        }
      }
      let input = value;
      if (format === 'csv') {
        try {
          input = fromCsv(value as Record<string, string>);
        } catch (error) {
          if (!(error instanceof CsvCellError)) throw error;
          errors.push({ line, field: error.column, message: error.message });
          if (errors.length >= MAX_REPORTED_ERRORS) return;
          continue;
        }
      }
      const parsed = schema.safeParse(input, { error: missingValue });
      if (parsed.success) {
        yield { line, record: parsed.data };
        continue;
      }
      for (const issue of parsed.error.issues.slice(0, 3)) {
        errors.push({
          line,
          field: issue.path.length ? field(format, issue.path) : null,
          message: issue.message,
        });
      }
      if (errors.length >= MAX_REPORTED_ERRORS) return;
    }
    request.onProgress?.({ rows: count, phase: 'reading', bytes: stream.bytesRead });
  } catch (error) {
    if (!(error instanceof RowSyntaxError)) throw error;
    errors.push({ line: Math.max(1, error.line), field: null, message: error.message });
  }
  if (count === 0 && errors.length === 0)
    errors.push({ line: 1, field: null, message: 'The file has no records' });
}

/** Wrong kind or shape, told once from the header (or first record) instead of on every row. */
function firstRecordProblem(
  value: unknown,
  kind: ImportKind,
  format: ImportFormat,
): { field: string | null; message: string } | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {
      field: null,
      message: `Each record must be a JSON object; the first one is ${Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`}. Expected ${expectedShape(kind, format)}.`,
    };
  }
  return columnsProblem(Object.keys(value), kind, format);
}

function field(format: ImportFormat, fieldPath: readonly PropertyKey[]): string {
  return format === 'csv' ? csvColumnFor(fieldPath) : fieldPath.map(String).join('.');
}

const HEAD_BYTES = 4096;

async function fileHead(filePath: string): Promise<Uint8Array> {
  const file = await open(filePath);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

async function fileHash(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
