import type { ApiCall } from '@lens/contracts';
import fc from 'fast-check';
import type { z } from 'zod';
import { boundaryValues, validSample, type IdPools } from './boundary-values.ts';
import { readField, type Field } from './field-kinds.ts';

type Part = 'params' | 'query' | 'body';

export type CaseBody =
  | { type: string; raw: string }
  | { multipart: Array<{ name: string; text: string } | { name: string; file: FilePart }> };

export interface FilePart {
  filename: string;
  type: string;
  bytes: Uint8Array;
}

/** One request of the hostile-input run, and what it breaks. */
export interface HostileCase {
  call: ApiCall;
  url: string;
  body?: CaseBody;
  what: string;
}

type Values = Record<Part, Record<string, unknown>>;

interface Slot {
  part: Part;
  path: string[];
  field: Field;
}

const MAX_DEPTH = 3;

/** Every field of a call that can be set on its own: query and path names, body fields nested. */
function slotsOf(call: ApiCall): Slot[] {
  const slots: Slot[] = [];
  const visit = (part: Part, path: string[], field: Field) => {
    slots.push({ part, path, field });
    if (path.length >= MAX_DEPTH) return;
    if (field.type.kind === 'object') {
      for (const [name, inner] of Object.entries(field.type.fields)) {
        visit(part, [...path, name], inner);
      }
    } else if (field.type.kind === 'array' && field.type.element.type.kind === 'object') {
      visit(part, [...path, '0'], field.type.element);
    }
  };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = call[part] as z.ZodType | undefined;
    if (!schema) continue;
    const root = readField(schema);
    if (root.type.kind !== 'object') continue;
    for (const [name, field] of Object.entries(root.type.fields)) visit(part, [name], field);
  }
  return slots;
}

/** Every field filled (`full`), or only the required ones, as most real requests come. */
function baselineOf(call: ApiCall, ids: IdPools, full: boolean): Values {
  const values: Values = { params: {}, query: {}, body: {} };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = call[part] as z.ZodType | undefined;
    if (!schema) continue;
    values[part] = validSample(readField(schema), part, ids, full) as Record<string, unknown>;
  }
  // Path names without a schema still need a segment.
  for (const [, name] of call.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)) {
    values.params[name!] ??= String(ids.find((pool) => pool.pattern.test(name!))?.ids[0] ?? 1);
  }
  return values;
}

const clone = (values: Values): Values => structuredClone(values);

function setAt(target: Record<string, unknown>, path: string[], value: unknown | typeof MISSING) {
  let node: Record<string, unknown> = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (typeof next !== 'object' || next === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (value === MISSING) delete node[last];
  else node[last] = value;
}

const MISSING = Symbol('missing');

/** Query and path values travel as text; a list is the parameter given once per item. */
function asText(value: unknown): string[] {
  if (Array.isArray(value)) return value.length ? value.flatMap(asText) : [''];
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [String(value)];
  return [JSON.stringify(value)];
}

function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // A lone surrogate cannot be encoded; its raw bytes make a malformed escape, itself good input.
    return '%ED%A0%80';
  }
}

const FILE_FIELDS = ['file', 'image'];

function multipartOf(body: Record<string, unknown>, files: FilePart[]): CaseBody {
  const parts: Array<{ name: string; text: string } | { name: string; file: FilePart }> = [];
  for (const [name, value] of Object.entries(body)) {
    if (FILE_FIELDS.includes(name)) continue;
    for (const text of asText(value)) parts.push({ name, text });
  }
  for (const [index, file] of files.entries()) {
    parts.push({ name: FILE_FIELDS[index % FILE_FIELDS.length]!, file });
  }
  return { multipart: parts };
}

function requestOf(call: ApiCall, values: Values, what: string, files: FilePart[]): HostileCase {
  const url = call.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) =>
    segment(asText(values.params[name] ?? '')[0] ?? ''),
  );
  const query = Object.entries(values.query).flatMap(([name, value]) =>
    value === undefined ? [] : asText(value).map((text) => `${segment(name)}=${segment(text)}`),
  );
  const withBody = call.method !== 'GET' && call.method !== 'DELETE';
  const body: CaseBody | undefined = !withBody
    ? undefined
    : call.bodyType === 'multipart'
      ? multipartOf(values.body, files)
      : { type: 'application/json', raw: JSON.stringify(values.body) };
  return { call, url: query.length ? `${url}?${query.join('&')}` : url, body, what };
}

/** Files for multipart calls: nothing at all, empty, not what was asked, and lying headers. */
export const HOSTILE_FILES: FilePart[][] = [
  [],
  [{ filename: 'empty.csv', type: 'text/csv', bytes: new Uint8Array() }],
  [{ filename: '../../etc/passwd', type: 'text/plain', bytes: new TextEncoder().encode('root:x') }],
  [{ filename: 'x'.repeat(2000), type: 'image/png', bytes: new Uint8Array([0x89, 0x50]) }],
  [
    {
      filename: 'a.csv',
      type: 'text/csv',
      bytes: new TextEncoder().encode('"\n,\u0000,=1+1\n"""'),
    },
  ],
  [{ filename: 'a.json', type: 'application/json', bytes: new TextEncoder().encode('[{"a":') }],
  [{ filename: 'bomb.png', type: 'image/png', bytes: pngHeader(50_000, 50_000) }],
];

/** A PNG signature and IHDR chunk claiming `width` x `height` pixels, with no image data. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/**
 * The systematic cases of one call: the baseline of its required fields, then every field set to
 * every boundary value of its kind (and left out), one at a time, so each value meets a request
 * that is otherwise valid;
 * then ranges that end before they start, repeated and unknown parameters, and broken bodies.
 */
export function systematicCases(call: ApiCall, ids: IdPools): HostileCase[] {
  const baseline = baselineOf(call, ids, false);
  const files = call.bodyType === 'multipart' ? HOSTILE_FILES : [[]];
  const cases: HostileCase[] = files.map((set, i) =>
    requestOf(call, baseline, `baseline, files ${i}`, set),
  );
  const slots = slotsOf(call);
  for (const slot of slots) {
    const name = `${slot.part}.${slot.path.join('.')}`;
    for (const value of [MISSING, ...boundaryValues(slot.field)]) {
      const values = clone(baseline);
      setAt(values[slot.part], slot.path, value);
      cases.push(requestOf(call, values, `${name} = ${describe(value)}`, files[1] ?? []));
    }
  }
  cases.push(...rangeCases(call, baseline, slots), ...repeatedCases(call, baseline, slots));
  return [...cases, ...brokenBodies(call, baseline)];
}

const topLevel = (slots: Slot[], part: Part) =>
  slots.filter((slot) => slot.part === part && slot.path.length === 1).map((slot) => slot.path[0]!);

function rangeCases(call: ApiCall, baseline: Values, slots: Slot[]): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const part of ['query', 'body'] as const) {
    const names = topLevel(slots, part);
    if (!names.includes('startDate') || !names.includes('endDate')) continue;
    for (const [startDate, endDate] of [
      ['2026-03-01', '2026-02-01'],
      ['2026-02-28', '2026-02-28'],
      ['1900-01-01', '2999-12-31'],
      ['2024-02-29', '2024-03-31'],
      ['2026-02-30', '2026-02-01'],
    ]) {
      const next = clone(baseline);
      Object.assign(next[part], { startDate, endDate });
      cases.push(requestOf(call, next, `${part} range ${startDate}..${endDate}`, []));
    }
  }
  return cases;
}

function repeatedCases(call: ApiCall, baseline: Values, slots: Slot[]): HostileCase[] {
  return [...topLevel(slots, 'query'), 'zzz'].map((name) => {
    const values = clone(baseline);
    values.query[name] = ['1', '2'];
    return requestOf(call, values, `query.${name} given twice`, []);
  });
}

function brokenBodies(call: ApiCall, baseline: Values): HostileCase[] {
  if (call.method === 'GET' || call.method === 'DELETE') return [];
  const base = requestOf(call, baseline, '', []);
  const raw = (type: string, text: string, what: string): HostileCase => ({
    ...base,
    body: { type, raw: text },
    what,
  });
  return [
    raw('application/json', '', 'empty JSON body'),
    raw('application/json', '{', 'broken JSON'),
    raw('application/json', 'null', 'JSON null'),
    raw('application/json', '[]', 'JSON array'),
    raw('application/json', '"x"', 'JSON string'),
    raw('application/json', '['.repeat(20_000) + ']'.repeat(20_000), 'JSON nested 20,000 deep'),
    raw('application/json', `{"a":"${'x'.repeat(1_100_000)}"}`, 'JSON over the body limit'),
    raw('application/json', '{"__proto__":{"isAdmin":true}}', 'prototype pollution'),
    raw('text/plain', 'hello', 'text/plain body'),
    raw('application/xml', '<a/>', 'XML body'),
    raw('multipart/form-data; boundary=x', '--x\r\nbroken', 'broken multipart'),
    raw('multipart/form-data', '--x--', 'multipart without boundary'),
  ];
}

function describe(value: unknown): string {
  if (value === MISSING) return '(missing)';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? '?');
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * Cases that break several fields at once, drawn with a fixed seed so a failure can be replayed:
 * each field of the call is left as in the baseline, left out, or set to one of its boundary values.
 */
export function combinedCases(call: ApiCall, ids: IdPools, count: number, seed: number) {
  const slots = slotsOf(call).filter((slot) => slot.path.length === 1);
  if (slots.length < 2 || count <= 0) return [];
  const baseline = baselineOf(call, ids, true);
  const choices = slots.map((slot) => [undefined, MISSING, ...boundaryValues(slot.field)]);
  const picks = fc.sample(
    fc.tuple(...choices.map((options) => fc.nat({ max: options.length - 1 }))),
    { numRuns: count, seed },
  );
  return picks.map((indices) => {
    const values = clone(baseline);
    const changed: string[] = [];
    indices.forEach((index, i) => {
      if (index === 0) return;
      const slot = slots[i]!;
      setAt(values[slot.part], slot.path, choices[i]![index]);
      changed.push(`${slot.part}.${slot.path.join('.')} = ${describe(choices[i]![index])}`);
    });
    return requestOf(call, values, changed.join(', ') || 'baseline', []);
  });
}
