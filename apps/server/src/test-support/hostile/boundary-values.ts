import type { Field, FieldKind } from './field-kinds.ts';

const INT4_MAX = 2_147_483_647;

// Text that breaks parsers, queries and encoders, whatever the field.
const HOSTILE_TEXT = [
  '',
  ' ',
  'x'.repeat(10_001),
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  '𝕳ö中👩‍👩‍👧',
  'Ǆ̸̢̛̯̥̞̳̃̓',
  "1' OR '1'='1",
  '1;DROP TABLE users',
  '../../../etc/passwd',
  '%00',
  '%',
  '<script>alert(1)</script>',
  '\r\nSet-Cookie: x=1',
  '=HYPERLINK("http://x")',
  '{"__proto__":{"admin":true}}',
];

const DATES = [
  '2026-02-30',
  '2026-02-29',
  '2025-02-29',
  '2100-02-29',
  '2026-04-31',
  '2026-06-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-01-32',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '2999-12-31',
  '3000-01-01',
  '9999-12-31',
  '2026-1-5',
  '26-01-05',
  '2026/01/05',
  '20260105',
  '2026-01-05T00:00:00Z',
  ' 2026-01-05',
  '2026-01-05 ',
  '+2026-01-05',
  '-2026-01-05',
];

const ID_TEXT = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '0x10',
  '01',
  String(INT4_MAX),
  String(INT4_MAX + 1),
  '9007199254740993',
  '99999999999999999999',
  '1e309',
  'NaN',
  'Infinity',
  'abc',
  '',
];

const ID_NUMBERS = [0, -1, -0, 1.5, INT4_MAX, INT4_MAX + 1, 2 ** 53 + 2, 1e308, -1e308];

const WRONG_TYPES: unknown[] = [null, true, 1, 'x', [], {}, [1], { a: 1 }];

/** Values that sit on or past the edge of what the field takes, by its kind. */
export function boundaryValues(field: Field): unknown[] {
  return [...kindValues(field.type), ...WRONG_TYPES];
}

function kindValues(type: FieldKind): unknown[] {
  switch (type.kind) {
    case 'date':
      return DATES;
    case 'month':
      return ['2026-13', '2026-00', '0000-01', '2026-1', '2026-02-01', '9999-12', ''];
    case 'datetime':
      return ['2026-02-30T10:00:00Z', '2026-01-05T25:00:00Z', '2026-01-05', '0000-01-01T00:00:00Z'];
    case 'id-list':
      return [
        '0',
        '1,0',
        '1,1,1',
        '',
        ',',
        '1,,2',
        '-1',
        '1.5',
        ' 1',
        String(INT4_MAX + 1),
        '99999999999999999999',
        Array.from({ length: 5000 }, (_, i) => i + 1).join(','),
      ];
    case 'name-list':
      return ['', ',', 'HOTEL,,SPA', 'hotel', 'UNKNOWN', 'HOTEL,HOTEL', 'A'.repeat(5000)];
    case 'email':
      return [
        'x',
        '@',
        'a@',
        'a@b',
        `${'a'.repeat(300)}@example.com`,
        'a@example.com\r\nBcc: b@x.y',
      ];
    case 'url':
      return [
        'x',
        'javascript:alert(1)',
        'file:///etc/passwd',
        'http://127.0.0.1:1/',
        'http://[::1]/',
      ];
    case 'number':
      return [...ID_NUMBERS, ...ID_TEXT];
    case 'boolean':
      return ['yes', 'TRUE', '1', 0, 'false'];
    case 'enum':
      return [
        'UNKNOWN',
        ...type.values
          .filter((value) => typeof value === 'string')
          .map((value) => value.toLowerCase()),
        '',
      ];
    case 'literal':
      return ['UNKNOWN', ''];
    case 'array':
      return [
        [],
        Array.from({ length: 3 }, () => sampleOf(type.element)),
        Array.from({ length: 10_000 }, (_, i) => i + 1),
        [null],
        [[]],
      ];
    case 'object':
      // Parsed, so that __proto__ is an own key that JSON.stringify writes out.
      return [
        JSON.parse('{"__proto__":{"admin":true}}'),
        { constructor: { prototype: { admin: true } } },
      ];
    case 'record':
      return [{ '': 1 }, Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]))];
    case 'string':
      return HOSTILE_TEXT;
    default:
      return HOSTILE_TEXT.slice(0, 6);
  }
}

/** Real ids of the database under test, by what a field name says it holds. */
export type IdPools = Array<{ pattern: RegExp; ids: number[] }>;

/**
 * A value the field should accept, so a case can break one field while the others pass. `full`
 * fills optional object fields too; otherwise only what is required is there.
 */
export function validSample(field: Field, name = '', ids: IdPools = [], full = true): unknown {
  return sampleOf(field, name, ids, full);
}

function sampleOf(field: Field, name = '', ids: IdPools = [], full = true): unknown {
  const type = field.type;
  const id = () => ids.find((pool) => pool.pattern.test(name))?.ids[0] ?? 1;
  switch (type.kind) {
    case 'object':
      return Object.fromEntries(
        Object.entries(type.fields)
          .filter(([, inner]) => full || !inner.optional)
          .map(([key, inner]) => [key, sampleOf(inner, key, ids, full)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, type.min) }, () => sampleOf(type.element, name, ids));
    case 'enum':
      return type.values[0];
    case 'literal':
      return type.values[0];
    case 'boolean':
      return type.fromText ? 'true' : true;
    case 'number': {
      const value = Number.isFinite(type.min) ? Math.max(type.min, Math.min(id(), type.max)) : id();
      return type.fromText ? String(value) : value;
    }
    case 'date':
      return /end|to$/i.test(name) ? '2026-01-31' : '2026-01-01';
    case 'month':
      return '2026-01';
    case 'datetime':
      return '2026-01-05T10:00:00Z';
    case 'id-list':
      return String(id());
    case 'name-list':
      return 'HOTEL';
    case 'email':
      return 'someone@example.com';
    case 'url':
      return 'https://example.com/listing';
    case 'record':
      return {};
    case 'union':
      return type.options[0] ? sampleOf(type.options[0], name, ids) : 'x';
    case 'string':
      return 'Hostile input test';
    default:
      return 'x';
  }
}
