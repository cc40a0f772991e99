import fc from 'fast-check';
import type { JsonSchema } from './openapi-operations.ts';
import { kindOfField } from './openapi-operations.ts';
import {
  IdRef,
  LongText,
  anyNumber,
  anyText,
  hostileValue,
  type FuzzValue,
} from './fuzz-values.ts';

/**
 * An id for a field of `kind`: mostly a real one of that kind, sometimes one of another kind,
 * of another team's project ("foreign"), a random UUID or a malformed string.
 */
export function idValue(kind: string): fc.Arbitrary<FuzzValue> {
  const ref = (k: string) => fc.nat({ max: 63 }).map((i) => new IdRef(k, i));
  return fc.oneof(
    { weight: 14, arbitrary: ref(kind) },
    { weight: 2, arbitrary: ref('any') },
    { weight: 2, arbitrary: ref('foreign') },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: anyText },
  );
}

const dateText = fc
  .date({
    min: new Date('0001-01-01T00:00:00Z'),
    max: new Date('9999-12-31T23:59:59Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString());

/** A string for `schema`: in range mostly, at and just past its length limits sometimes. */
function stringFor(schema: JsonSchema, name: string): fc.Arbitrary<FuzzValue> {
  if (schema.enum) return fc.constantFrom(...(schema.enum as FuzzValue[]));
  if (schema.format === 'uuid') return idValue(kindOfField(name));
  if (schema.format === 'date-time') return fc.oneof(dateText, fc.constantFrom(...edgeDates));
  if (schema.format === 'date') {
    return fc.oneof(
      dateText.map((s) => s.slice(0, 10)),
      fc.constantFrom(...edgeDates),
    );
  }
  if (schema.format === 'uri' || name.includes('url')) {
    return fc.oneof(fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'http://', 'data:,x'));
  }
  if (name.includes('email')) {
    return fc.oneof(fc.emailAddress(), fc.constant(`fuzz-${Date.now()}@example.test`), anyText);
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  const ofLength = (n: number) =>
    fc.constantFrom('a', 'é', '🙂', 'ب').map((u) => new LongText(u, n));
  const edges = [ofLength(Math.max(min, 1)), ofLength(max), ofLength(max + 1)];
  if (min > 0) edges.push(ofLength(min - 1));
  return fc.oneof(
    { weight: 5, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 30) }) },
    { weight: 3, arbitrary: anyText },
    { weight: 2, arbitrary: fc.oneof(...edges) },
  );
}

const edgeDates = [
  '1970-01-01',
  '0001-01-01',
  '9999-12-31',
  '2000-02-29',
  '1900-02-28T00:00:00Z',
  '9999-12-31T23:59:59.999999999Z',
  '0000-01-01T00:00:00Z',
  '2024-06-01T12:00:00+14:00',
  '2024-06-01T12:00:00-23:59',
];

/** A number for `schema`: in range, at its bounds, just outside, or anywhere. */
function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<FuzzValue> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
  const inRange = integer
    ? fc.integer({
        min: Math.ceil(Math.max(min, -(2 ** 31))),
        max: Math.floor(Math.min(max, 2 ** 31)),
      })
    : fc.double({ min, max, noNaN: true });
  const edges = [min, max, min - 1, max + 1, min + 0.5];
  return fc.oneof(
    { weight: 5, arbitrary: inRange },
    { weight: 3, arbitrary: fc.constantFrom(...edges) },
    { weight: 2, arbitrary: anyNumber },
  );
}

/**
 * A value that mostly satisfies `schema`, so requests reach deep into the handlers; the
 * mutations in request-arbitrary.ts then break it in one place at a time.
 */
export function valueFor(
  schema: JsonSchema | undefined,
  name = '',
  depth = 0,
): fc.Arbitrary<FuzzValue> {
  if (!schema || depth > 6) return hostileValue;
  const plain = schemaWithoutNull(schema);
  const value = valueForNonNull(plain, name, depth);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: value }, fc.constant(null)) : value;
}

function schemaWithoutNull(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((t) => t !== 'null');
    return {
      ...schema,
      type: types[0],
      nullable: schema.nullable || types.length < schema.type.length,
    };
  }
  return schema;
}

function valueForNonNull(schema: JsonSchema, name: string, depth: number): fc.Arbitrary<FuzzValue> {
  if (schema.const !== undefined) return fc.constant(schema.const as FuzzValue);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => valueFor(c, name, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], name, depth + 1);
  if (schema.enum) return fc.constantFrom(...(schema.enum as FuzzValue[]));
  switch (schema.type ?? '') {
    case 'string':
      return stringFor(schema, name);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = valueFor(schema.items, name, depth + 1);
      const max = Math.min(schema.maxItems ?? 5, 5);
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.array(item, {
            minLength: Math.min(schema.minItems ?? 0, max),
            maxLength: max,
          }),
        },
        // Past maxItems: the limit must be enforced, not crash.
        {
          weight: 1,
          arbitrary: fc.array(item, {
            minLength: (schema.maxItems ?? 50) + 1,
            maxLength: (schema.maxItems ?? 50) + 1,
          }),
        },
      );
    }
    case 'object':
      return objectFor(schema, depth);
    default:
      return hostileValue;
  }
}

/** An object with every required property and a random subset of the optional ones. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<FuzzValue> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<FuzzValue>> = {};
  for (const [key, property] of Object.entries(properties)) {
    model[key] = valueFor(property, key, depth + 1);
  }
  const required = (schema.required ?? []).filter((key) => key in properties);
  if (Object.keys(model).length === 0) {
    return fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, {
      maxKeys: 3,
    }) as fc.Arbitrary<FuzzValue>;
  }
  return fc.record(model, { requiredKeys: required }) as fc.Arbitrary<FuzzValue>;
}
