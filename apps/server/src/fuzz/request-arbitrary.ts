import fc from 'fast-check';
import type { JsonSchema, Operation, Parameter } from './openapi-operations.ts';
import { kindOfPathParam } from './openapi-operations.ts';
import { hostileValue, anyText, type FuzzValue } from './fuzz-values.ts';
import { idValue, valueFor } from './schema-arbitrary.ts';
import { multipartBody, type MultipartBody } from './upload-bodies.ts';

/** Who sends a request. "forged" sends a malformed or tampered Authorization header. */
export type Caller = 'anonymous' | 'member' | 'owner' | 'outsider' | 'forged';
export const CALLERS: readonly Caller[] = ['anonymous', 'member', 'owner', 'outsider', 'forged'];

/** A path segment sent as is, not percent-encoded (broken escapes, dot segments). */
export class RawSegment {
  constructor(readonly text: string) {}
  [fc.toStringMethod](): string {
    return `raw(${JSON.stringify(this.text)})`;
  }
}

export type BodySpec =
  | { kind: 'none' }
  | { kind: 'json'; value: FuzzValue; contentType: string }
  | { kind: 'text'; text: string; contentType?: string }
  | MultipartBody;

/** One generated request, with ids and big values still symbolic. */
export type FuzzRequest = {
  op: string;
  caller: Caller;
  /** The Authorization header a "forged" caller sends ("tamper" corrupts the member's token). */
  forged?: string;
  path: Record<string, FuzzValue | RawSegment>;
  query: [string, FuzzValue][];
  body: BodySpec;
};

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\u0000',
  '\ufeff{}',
  'NaN',
  '-',
  '1e999999',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"a":"\\uZZZZ"}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"title":"x","title":"y"}',
  '\xff\xfe{\x00}\x00',
];

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json;;;',
  'application/vnd.api+json',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data',
  '',
  'json',
];

const FORGED_AUTH = [
  'tamper',
  'Bearer',
  'Bearer ',
  'Bearer abc',
  'Bearer a.b.c',
  'bearer tamper',
  'Basic dXNlcjpwYXNz',
  `Bearer ${'x'.repeat(10_000)}`,
  // alg "none" with a plausible subject.
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTAwMDAtMDAwMC0wMDAwMDAwMDAwMDAiLCJzaWQiOiJ4IiwiZXhwIjo5OTk5OTk5OTk5fQ.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.AAAA',
  'Bearer \u00ff\u00fe',
];

const RAW_SEGMENTS = [
  '%',
  '%zz',
  '%00',
  '%C0%AF',
  '..',
  '.',
  '%2e%2e%2f',
  '%2F',
  ';',
  '%20',
  '%E2%80%AE',
];

/** A path parameter: a real id of the right kind mostly, else anything. */
function pathValue(op: Operation, param: Parameter): fc.Arbitrary<FuzzValue | RawSegment> {
  let value: fc.Arbitrary<FuzzValue>;
  if (param.name === 'provider') {
    value = fc.oneof(fc.constantFrom('google', 'github', 'microsoft', 'oidc', 'GOOGLE'), anyText);
  } else if (param.name === 'emoji') {
    value = fc.oneof(fc.constantFrom('👍', '❤️', '👩‍👩‍👧‍👦', ':+1:', 'a'), anyText);
  } else {
    value = idValue(kindOfPathParam(op.path, param.name));
  }
  return fc.oneof(
    { weight: 12, arbitrary: value },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((s) => new RawSegment(s)) },
  );
}

function queryValue(param: Parameter): fc.Arbitrary<FuzzValue> {
  return fc.oneof(
    { weight: 6, arbitrary: valueFor(param.schema, param.name) },
    { weight: 2, arbitrary: hostileValue },
    // A repeated key: the query parser makes an array of it.
    {
      weight: 1,
      arbitrary: fc.array(valueFor(param.schema, param.name), { minLength: 2, maxLength: 3 }),
    },
  );
}

function queryFor(op: Operation): fc.Arbitrary<[string, FuzzValue][]> {
  const declared = op.params.filter((p) => p.in === 'query');
  const entries = declared.map((p) =>
    fc
      .option(queryValue(p), { freq: p.required ? 8 : 2, nil: undefined })
      .map((v) => (v === undefined ? [] : [[p.name, v] as [string, FuzzValue]])),
  );
  const extra = fc.array(
    fc.tuple(fc.oneof(anyText, fc.constantFrom('__proto__', 'token', 'limit')), hostileValue),
    {
      maxLength: 2,
    },
  );
  return fc
    .tuple(fc.tuple(...entries), fc.oneof({ weight: 5, arbitrary: fc.constant([]) }, extra))
    .map(([declaredEntries, extras]) => [...declaredEntries.flat(), ...extras]);
}

type Mutation = {
  how: 'drop' | 'set' | 'null' | 'extra' | 'wrap';
  pick: number;
  key: string;
  value: FuzzValue;
};

const mutation: fc.Arbitrary<Mutation> = fc.record({
  how: fc.constantFrom('drop', 'set', 'null', 'extra', 'wrap'),
  pick: fc.nat(),
  key: fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'id', 'owner_id', 'role', 'user_id'),
    anyText,
  ),
  value: hostileValue,
});

/** Breaks a valid-ish body in one place: a field dropped, replaced, nulled, added, or wrapped. */
function mutate(body: FuzzValue, m: Mutation): FuzzValue {
  if (
    body === null ||
    typeof body !== 'object' ||
    Array.isArray(body) ||
    !Object.getPrototypeOf(body)?.constructor ||
    body.constructor !== Object
  ) {
    return m.how === 'wrap' ? [body] : m.value;
  }
  const keys = Object.keys(body);
  const key = keys.length > 0 ? keys[m.pick % keys.length]! : m.key;
  const copy: Record<string, FuzzValue> = { ...body };
  switch (m.how) {
    case 'drop':
      delete copy[key];
      return copy;
    case 'set':
      copy[key] = m.value;
      return copy;
    case 'null':
      copy[key] = null;
      return copy;
    case 'extra':
      // defineProperty: a "__proto__" key must be an own property, as JSON.parse would make it.
      Object.defineProperty(copy, m.key, {
        value: m.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return copy;
    case 'wrap':
      copy[key] = [copy[key] ?? null];
      return copy;
  }
}

const malformedText = fc.record({
  kind: fc.constant('text' as const),
  text: fc.oneof(fc.constantFrom(...MALFORMED_JSON), fc.string({ maxLength: 30 })),
  contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
});

const wrongTypeText = (schema: JsonSchema | undefined) =>
  fc.record({
    kind: fc.constant('json' as const),
    value: valueFor(schema),
    contentType: fc.constantFrom(...CONTENT_TYPES.slice(1)),
  });

function bodyFor(op: Operation): fc.Arbitrary<BodySpec> {
  const json = (value: fc.Arbitrary<FuzzValue>) =>
    value.map((v): BodySpec => ({ kind: 'json', value: v, contentType: 'application/json' }));
  if (op.body) {
    const valid = valueFor(op.body);
    return fc.oneof(
      { weight: 5, arbitrary: json(valid) },
      { weight: 5, arbitrary: json(fc.tuple(valid, mutation).map(([v, m]) => mutate(v, m))) },
      { weight: 1, arbitrary: json(hostileValue) },
      { weight: 1, arbitrary: malformedText },
      { weight: 1, arbitrary: wrongTypeText(op.body) },
      { weight: 1, arbitrary: fc.constant<BodySpec>({ kind: 'none' }) },
      { weight: 1, arbitrary: multipartBody },
    );
  }
  // Operations without a JSON body: uploads (multipart) and actions (no body).
  const none = fc.constant<BodySpec>({ kind: 'none' });
  if (op.method === 'POST' || op.method === 'PUT' || op.method === 'PATCH') {
    return fc.oneof(
      { weight: 4, arbitrary: none },
      { weight: 6, arbitrary: multipartBody },
      { weight: 1, arbitrary: json(hostileValue) },
      { weight: 1, arbitrary: malformedText },
      { weight: 1, arbitrary: wrongTypeText(undefined) },
    );
  }
  return fc.oneof(
    { weight: 10, arbitrary: none },
    { weight: 1, arbitrary: json(hostileValue) },
    { weight: 1, arbitrary: malformedText },
  );
}

const caller: fc.Arbitrary<Caller> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('owner' as const) },
  { weight: 4, arbitrary: fc.constant('member' as const) },
  { weight: 2, arbitrary: fc.constant('anonymous' as const) },
  { weight: 1, arbitrary: fc.constant('outsider' as const) },
  { weight: 1, arbitrary: fc.constant('forged' as const) },
);

/** Requests for one operation. */
export function requestFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const path = fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(op, p)])));
  return fc
    .record({
      caller,
      forged: fc.constantFrom(...FORGED_AUTH),
      path,
      query: queryFor(op),
      body: bodyFor(op),
    })
    .map(({ forged, ...rest }) => ({
      op: op.key,
      ...rest,
      ...(rest.caller === 'forged' ? { forged } : {}),
    }));
}

/** Requests for every operation, each as likely as the next. */
export function anyRequest(operations: Operation[]): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operations.map(requestFor));
}
