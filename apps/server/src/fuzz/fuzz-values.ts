import fc from 'fast-check';

// Generated requests hold placeholders instead of big or server-dependent values: fast-check
// keeps, prints and shrinks every generated value, and a 100 KB string or a 50,000-level array
// would make each of those slow (and a recursive walk over them overflow the stack). The
// placeholders become real text only when the request is sent.

/** "An id of this kind from the running server", resolved when the request is sent. */
export class IdRef {
  constructor(
    readonly kind: string,
    readonly index: number,
  ) {}
  [fc.toStringMethod](): string {
    return `id(${this.kind}#${this.index})`;
  }
}

/** A long string: `unit` repeated up to `length` characters. */
export class LongText {
  constructor(
    readonly unit: string,
    readonly length: number,
  ) {}
  text(): string {
    return this.unit.repeat(Math.ceil(this.length / this.unit.length)).slice(0, this.length);
  }
  [fc.toStringMethod](): string {
    return `long(${JSON.stringify(this.unit)}×${this.length})`;
  }
}

/** Arrays or objects nested `depth` levels deep around a scalar. */
export class DeepNest {
  constructor(
    readonly shape: 'array' | 'object',
    readonly depth: number,
  ) {}
  json(): string {
    return this.shape === 'array'
      ? `${'['.repeat(this.depth)}1${']'.repeat(this.depth)}`
      : `${'{"a":'.repeat(this.depth)}1${'}'.repeat(this.depth)}`;
  }
  [fc.toStringMethod](): string {
    return `deep(${this.shape}×${this.depth})`;
  }
}

/** A value as generated: JSON plus the placeholders above. */
export type FuzzValue =
  | null
  | boolean
  | number
  | string
  | IdRef
  | LongText
  | DeepNest
  | FuzzValue[]
  | { [key: string]: FuzzValue };

/** Turns a generated value into JSON text, resolving ids with `id`. */
export function toJsonText(value: FuzzValue, id: (ref: IdRef) => string): string {
  if (value instanceof IdRef) return JSON.stringify(id(value));
  if (value instanceof LongText) return JSON.stringify(value.text());
  if (value instanceof DeepNest) return value.json();
  if (Array.isArray(value)) return `[${value.map((v) => toJsonText(v, id)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value).map(
      ([key, v]) => `${JSON.stringify(key)}:${toJsonText(v, id)}`,
    );
    return `{${members.join(',')}}`;
  }
  // JSON has no NaN or Infinity: JSON.stringify writes null, which is what a client would send.
  return JSON.stringify(value) ?? 'null';
}

/** A generated value as a query-string or path value. */
export function toPlainText(value: FuzzValue, id: (ref: IdRef) => string): string {
  if (value instanceof IdRef) return id(value);
  if (value instanceof LongText) return value.text();
  if (value instanceof DeepNest) return value.json();
  if (typeof value === 'string') return value;
  return toJsonText(value, id);
}

/** Strings that broke servers before: control characters, other scripts, directions, injections. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u0003\u001b[31m',
  '\t\n\r\v\f',
  '\ud800',
  'x\udfffy',
  '\ud83d',
  '\ufeff',
  '\uffff\ufffe',
  '\u202eevil\u202c',
  '\u200f\u200e\u2066',
  'مرحبا بالعالم',
  'Привет, мир',
  '你好世界',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301\u0301\u0301',
  'NaN',
  'Infinity',
  '-0',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e308',
  '9007199254740993',
  '{}',
  '[]',
  '__proto__',
  'constructor',
  "'; DROP TABLE users; --",
  '%s%n%x%d',
  '%00',
  '%',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'javascript:alert(1)',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '0000-00-00',
  '2024-02-30',
  '1970-01-01T00:00:00Z',
  '0001-01-01',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '2024-13-45T25:61:61Z',
  'a@b',
  'x'.repeat(255) + '@example.test',
];

/** Numbers at the edges: zero, signs, 32- and 53-bit limits, the largest and smallest doubles. */
export const EDGE_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.000001,
  255,
  256,
  32767,
  65536,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  8.64e15,
  8.64e15 + 1,
];

const longText = fc
  .record({
    unit: fc.constantFrom('a', 'é', '\u0000', '🙂', 'مر', '\ud800', 'a '),
    length: fc.constantFrom(256, 1_001, 10_001, 100_000, 600_000),
  })
  .map(({ unit, length }) => new LongText(unit, length));

const deepNest = fc
  .record({
    shape: fc.constantFrom('array' as const, 'object' as const),
    depth: fc.constantFrom(64, 1_000, 50_000),
  })
  .map(({ shape, depth }) => new DeepNest(shape, depth));

/** Any string: typical text, full Unicode, or one of the nasty ones. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** Any number, mostly at the edges. */
export const anyNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
);

/** A value of any JSON type, including hostile ones; never an IdRef. */
export const hostileValue: fc.Arbitrary<FuzzValue> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 3, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: longText },
  { weight: 1, arbitrary: deepNest },
  {
    weight: 1,
    arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<FuzzValue>,
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.oneof(anyText, anyNumber), { maxLength: 5 }) as fc.Arbitrary<FuzzValue>,
  },
);
