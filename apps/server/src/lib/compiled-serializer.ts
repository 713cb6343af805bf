import fastJson, { type AnySchema } from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

// fast-json-stringify writes required properties before optional ones; zod (and JSON.stringify after
// it) keeps the schema's order. Without `required` it keeps the order too and still leaves out
// what is undefined. It never validated anyway: the routes build their answers from their own rows.
function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'required' || !Array.isArray(value)) copy[key] = withoutRequired(value);
  }
  return copy;
}

/**
 * A route's serializerCompiler for hot JSON answers: the route's zod answer schema (still the one
 * contract) becomes a JSON schema once, compiled by fast-json-stringify, instead of zod checking and
 * copying every answer before JSON.stringify. For data that fits the schema the bytes are the same:
 * both write the schema's properties in its order and drop the rest. It does not check the data, so
 * it suits answers the server builds from its own rows, not ones it passes through.
 */
export function compiledSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  if (!(schema instanceof z.ZodType)) throw new TypeError('compiledSerializer takes a zod answer schema');
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return fastJson(withoutRequired(json) as AnySchema);
}
