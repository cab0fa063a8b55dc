import { createReadStream } from 'node:fs';
import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** One record of an import file and the line it starts on, for error messages. */
export interface SourceRow {
  line: number;
  value: unknown;
}

export type ImportFormat = 'csv' | 'json' | 'ndjson';

export function formatOf(fileName: string): ImportFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.ndjson') || lower.endsWith('.jsonl')) return 'ndjson';
  if (lower.endsWith('.json')) return 'json';
  return null;
}

/** A row the reader itself could not make sense of (bad CSV quoting, broken JSON). */
export class RowSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Streams the records of a file without holding the whole file in memory. */
export function readRows(input: string | Readable, format: ImportFormat): AsyncIterable<SourceRow> {
  const stream = typeof input === 'string' ? createReadStream(input) : input;
  if (format === 'csv') return readCsv(stream);
  if (format === 'ndjson') return readNdjson(stream);
  return readJsonArray(stream);
}

async function* readCsv(stream: Readable): AsyncIterable<SourceRow> {
  const parser = stream.pipe(
    parse({
      columns: true,
      bom: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      relax_column_count: false,
    }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      yield { line: info.lines, value: record };
    }
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    throw new RowSyntaxError(line, `CSV syntax error: ${(error as Error).message}`);
  }
}

async function* readNdjson(stream: Readable): AsyncIterable<SourceRow> {
  const lines = readline.createInterface({ input: stream, crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line += 1;
    if (text.trim() === '') continue;
    yield { line, value: parseJson(text, line) };
  }
}

/**
 * Splits a top-level JSON array into its elements while tracking line numbers, so a big array is
 * parsed one record at a time and each error names the line its record starts on.
 */
async function* readJsonArray(stream: Readable): AsyncIterable<SourceRow> {
  let line = 1;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let started = false;
  let ended = false;
  let element = '';
  let elementLine = 0;
  stream.setEncoding('utf8');
  for await (const chunk of stream as AsyncIterable<string>) {
    for (const char of chunk) {
      if (char === '\n') line += 1;
      if (ended) {
        if (!/\s/.test(char))
          throw new RowSyntaxError(line, 'Unexpected text after the JSON array');
        continue;
      }
      if (!started) {
        if (/\s/.test(char) || char === '\uFEFF') continue;
        if (char !== '[')
          throw new RowSyntaxError(line, 'A JSON import must be an array of records');
        started = true;
        continue;
      }
      if (inString) {
        element += char;
        if (escaped) escaped = false;
        else if (char === '\\') escaped = true;
        else if (char === '"') inString = false;
        continue;
      }
      if (depth === 0 && (char === ',' || char === ']')) {
        if (element.trim() !== '')
          yield { line: elementLine, value: parseJson(element, elementLine) };
        else if (char === ',') throw new RowSyntaxError(line, 'Empty element in the JSON array');
        element = '';
        if (char === ']') ended = true;
        continue;
      }
      if (element.trim() === '' && !/\s/.test(char)) elementLine = line;
      if (char === '"') inString = true;
      else if (char === '{' || char === '[') depth += 1;
      else if (char === '}' || char === ']') depth -= 1;
      element += char;
    }
  }
  if (!started) throw new RowSyntaxError(1, 'The file is empty');
  if (!ended) throw new RowSyntaxError(line, 'The JSON array is not closed');
}

function parseJson(text: string, line: number): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RowSyntaxError(line, `JSON syntax error: ${(error as Error).message}`);
  }
}
