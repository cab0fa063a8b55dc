/**
 * What an uploaded import file turned out to be, and the message that says so when it is not what
 * the chosen import reads (docs/import-formats.md, "When a file is refused"). A refusal names what
 * was detected and what was expected, down to the missing column, instead of one schema message
 * per row.
 */

export type ImportFileKind = 'REFERENCE' | 'SNAPSHOTS' | 'SEEN_LISTINGS' | 'LISTING_IDENTITIES';
export type ImportFileFormat = 'csv' | 'json' | 'ndjson';

interface KindShape {
  /** How the kind is named in a sentence. */
  label: string;
  /** The columns (CSV) and top-level fields (JSON) every record must carry. */
  csv: readonly string[];
  json: readonly string[];
}

export const IMPORT_FILE_SHAPES: Readonly<Record<ImportFileKind, KindShape>> = {
  REFERENCE: {
    label: 'reference data',
    csv: ['code', 'valid_from', 'name', 'type', 'address_line1', 'city', 'country_code'],
    json: ['code', 'validFrom', 'name', 'type', 'address'],
  },
  SNAPSHOTS: {
    label: 'channel snapshots',
    csv: ['property_code', 'site_id', 'captured_at'],
    json: ['propertyCode', 'siteId', 'capturedAt'],
  },
  SEEN_LISTINGS: {
    label: 'seen listings',
    csv: ['site_id', 'listing_url', 'seen_at'],
    json: ['siteId', 'listingUrl', 'seenAt'],
  },
  LISTING_IDENTITIES: {
    label: 'listing identities',
    csv: ['property_code', 'site_id'],
    json: ['propertyCode', 'siteId'],
  },
};

/** What the first bytes of a file are, whatever its name says. */
export type DetectedContent =
  'empty' | 'pdf' | 'office-workbook' | 'legacy-office' | 'gzip' | 'utf16' | 'binary' | 'text';

const startsWith = (head: Uint8Array, bytes: readonly number[]) =>
  bytes.every((byte, index) => head[index] === byte);

/** Reads the file's first bytes (a few KB are enough) for the signatures people upload by mistake. */
export function detectFileContent(head: Uint8Array): DetectedContent {
  if (head.every((byte) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d))
    return 'empty';
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  // XLSX, DOCX and ODS are ZIP archives; a plain ZIP is refused with the same advice.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'office-workbook';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0])) return 'legacy-office';
  if (startsWith(head, [0x1f, 0x8b])) return 'gzip';
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return 'utf16';
  const zeros = head.filter((byte) => byte === 0).length;
  // UTF-16 without a byte-order mark: every other byte of Latin text is a zero.
  if (zeros > 0 && zeros >= head.length / 3) return 'utf16';
  if (zeros > 0) return 'binary';
  return 'text';
}

const FORMAT_NAMES: Readonly<Record<ImportFileFormat, string>> = {
  csv: 'CSV',
  json: 'a JSON array',
  ndjson: 'NDJSON',
};

const list = (names: readonly string[]) => names.join(', ');

/** "reference data as CSV with the columns code, valid_from, ...": what the import reads. */
export function expectedShape(kind: ImportFileKind, format: ImportFileFormat): string {
  const shape = IMPORT_FILE_SHAPES[kind];
  return format === 'csv'
    ? `${shape.label} as CSV text (UTF-8) with a header line naming at least the columns ${list(shape.csv)}`
    : `${shape.label} as ${FORMAT_NAMES[format]} of records with at least the fields ${list(shape.json)}`;
}

const DETECTED: Readonly<Record<Exclude<DetectedContent, 'text'>, string>> = {
  empty: 'The file is empty',
  pdf: 'This file is a PDF document, not text',
  'office-workbook':
    'This file is a spreadsheet workbook (XLSX, ODS) or another ZIP archive, not text',
  'legacy-office': 'This file is an old-style Excel workbook (XLS), not text',
  gzip: 'This file is compressed (gzip), not text',
  utf16: 'This file is UTF-16 text, and imports read UTF-8',
  binary: 'This file holds binary data, not text',
};

const ADVICE: Readonly<Partial<Record<DetectedContent, string>>> = {
  'office-workbook': 'Save the sheet as "CSV UTF-8" and upload that file',
  'legacy-office': 'Save the sheet as "CSV UTF-8" and upload that file',
  gzip: 'Unpack it first',
  utf16: 'Save it again as "CSV UTF-8" (or re-encode it to UTF-8)',
};

/** The refusal for content that is not readable text, or null when it is. */
export function fileContentProblem(
  detected: DetectedContent,
  kind: ImportFileKind,
  format: ImportFileFormat,
): string | null {
  if (detected === 'text') return null;
  const advice = ADVICE[detected];
  return `${DETECTED[detected]}. Expected ${expectedShape(kind, format)}.${advice ? ` ${advice}.` : ''}`;
}

/** The refusal for a file whose name has no extension the import reads. */
export function fileNameProblem(fileName: string, kind: ImportFileKind): string {
  const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const what =
    extension === 'xlsx' || extension === 'xls' || extension === 'ods'
      ? `${fileName} is a spreadsheet workbook; save the sheet as "CSV UTF-8" first`
      : extension
        ? `.${extension} files cannot be imported`
        : `${fileName} has no file extension`;
  return `${what}. Expected ${IMPORT_FILE_SHAPES[kind].label} as a .csv, .json or .ndjson file.`;
}

export interface ColumnsProblem {
  /** The first required column (or field) the file lacks: the one the refusal is reported at. */
  field: string;
  message: string;
}

/**
 * Checks the columns of a CSV header (or the fields of the first JSON record) against the kind
 * being imported. A file of another kind says which kind it looks like, so a channel-data file
 * sent to the reference import is named as such rather than failing on every row.
 */
export function columnsProblem(
  columns: readonly string[],
  kind: ImportFileKind,
  format: ImportFileFormat,
): ColumnsProblem | null {
  const key = format === 'csv' ? 'csv' : 'json';
  const present = new Set(columns.map((column) => column.trim()));
  const required = IMPORT_FILE_SHAPES[kind][key];
  const missing = required.filter((column) => !present.has(column));
  if (missing.length === 0) return widerKindProblem(present, kind, key);
  const noun = format === 'csv' ? 'column' : 'field';
  const lacks = `It has no ${noun}${missing.length > 1 ? 's' : ''} ${list(missing)}`;
  const expected = `Expected ${expectedShape(kind, format)}`;
  const other = (Object.keys(IMPORT_FILE_SHAPES) as ImportFileKind[]).find(
    (candidate) =>
      candidate !== kind &&
      IMPORT_FILE_SHAPES[candidate][key].every((column) => present.has(column)),
  );
  const field = missing[0]!;
  if (other) {
    const label = IMPORT_FILE_SHAPES[other].label;
    return {
      field,
      message: `This file looks like ${label} (it has ${list(IMPORT_FILE_SHAPES[other][key])}), not ${IMPORT_FILE_SHAPES[kind].label}. ${lacks}. ${expected}, or import it as ${label}.`,
    };
  }
  if (format === 'csv' && columns.length === 1) {
    const separator = [';', '\t', '|'].find((candidate) => columns[0]!.includes(candidate));
    if (separator) {
      const name = separator === '\t' ? 'tabs' : `"${separator}"`;
      return {
        field,
        message: `The header line is one column with its names separated by ${name}; CSV columns are separated by commas. ${expected}.`,
      };
    }
  }
  const found = columns.length ? list(columns.slice(0, 8)) : 'none';
  return {
    field,
    message: `${lacks} (${noun}s found: ${found}${columns.length > 8 ? ', ...' : ''}). ${expected}.`,
  };
}

/**
 * A file that holds every column of a kind asking for more than this one (snapshots hold all a
 * listing-identity file needs, and more) is that kind's file: imported as the narrower kind it
 * would pass the header and write something else than meant.
 */
function widerKindProblem(
  present: ReadonlySet<string>,
  kind: ImportFileKind,
  key: 'csv' | 'json',
): ColumnsProblem | null {
  const required = IMPORT_FILE_SHAPES[kind][key];
  const wider = (Object.keys(IMPORT_FILE_SHAPES) as ImportFileKind[]).find((candidate) => {
    const theirs = IMPORT_FILE_SHAPES[candidate][key];
    return (
      candidate !== kind &&
      theirs.length > required.length &&
      required.every((column) => theirs.includes(column)) &&
      theirs.every((column) => present.has(column))
    );
  });
  if (!wider) return null;
  const label = IMPORT_FILE_SHAPES[wider].label;
  const extra = IMPORT_FILE_SHAPES[wider][key].filter((column) => !required.includes(column));
  return {
    field: extra[0]!,
    message: `This file looks like ${label} (it has ${list(IMPORT_FILE_SHAPES[wider][key])}), not ${IMPORT_FILE_SHAPES[kind].label}. Import it as ${label}.`,
  };
}

/**
 * The message for a required value a record leaves out. The schema's own words ("expected string,
 * received undefined") describe the parser, not the file.
 */
export function missingValueMessage(format: ImportFileFormat): string {
  return format === 'csv'
    ? 'is empty; this column is required'
    : 'is missing; this field is required';
}
