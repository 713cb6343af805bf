import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { GenTextInput, HistoryItem, HistoryType, ImageSize, mediaPath, Voice } from '@penwise/contract';
import { generations } from '../../db/schema/index.ts';

// The database writes a history item's JSON exactly as `toItem` + the route's serializer would (same
// keys, order and bytes; history-item-json.repository.test.ts compares them on every kind of row), for
// rows it can vouch for: anything the contract's zod fallbacks would have to repair (an older input
// shape, a meta value out of its enum, a number JavaScript would print differently) gets null, and the
// page is then answered by JavaScript instead.

const g = generations;
const toJson = (value: SQL) => sql`to_json(${value})::text`;

// The contract's enum values are plain words: written into the statement as literals, so each prepared
// plan sees constants.
function literals(values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error(`not a plain enum value: ${value}`);
  }
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

const isString = (value: SQL) => sql`jsonb_typeof(${value}) = 'string'`;
const absent = (value: SQL) => sql`(${value}) is null`;
// An object key JavaScript would move to the front (an array index) keeps jsonb's order only in SQL.
const indexLike = sql.raw(`'^(0|[1-9][0-9]*)$'`);

interface JsonOf {
  /** True when the value is what the schema accepts as it is. */
  check: SQL;
  /** Its JSON, valid only where `check` holds. */
  json: SQL;
}

/** A string-to-string record: its entries in jsonb's order, as JSON.parse would give them back. */
function recordJson(value: SQL): JsonOf {
  return {
    // CASE: jsonb_each must never see anything but an object (it raises an error).
    check: sql`(case when jsonb_typeof(${value}) = 'object' then not exists (
      select 1 from jsonb_each(${value}) as entry
      where jsonb_typeof(entry.value) <> 'string' or entry.key ~ ${indexLike}) else false end)`,
    json: sql`(select '{' || coalesce(string_agg(to_json(entry.key)::text || ':' || to_json(entry.value #>> '{}')::text, ',' order by entry.n), '') || '}'
      from jsonb_each(${value}) with ordinality as entry(key, value, n))`,
  };
}

/** JSON for a zod object of strings, string records and objects of those: its keys, in its order. */
function objectJson(schema: z.ZodObject, value: SQL): JsonOf {
  const checks: SQL[] = [sql`jsonb_typeof(${value}) = 'object'`];
  const parts: SQL[] = [];
  const shape: Record<string, unknown> = schema.shape;
  for (const [key, field] of Object.entries(shape)) {
    const optional = field instanceof z.ZodOptional;
    const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
    const child = sql`(${value} -> ${sql.raw(`'${key}'`)})`;
    const of = valueJson(inner, child);
    const name = sql.raw(`'${JSON.stringify(key)}:'`);
    const comma = parts.length === 0 ? sql.raw(`''`) : sql.raw(`','`);
    checks.push(optional ? sql`(${absent(child)} or ${of.check})` : of.check);
    const pair = sql`${comma} || ${name} || ${of.json}`;
    parts.push(optional ? sql`(case when ${absent(child)} then '' else ${pair} end)` : pair);
  }
  if (parts.length === 0 || !optionalFirstSafe(schema)) throw new Error('unsupported object schema');
  return { check: sql.join(checks, sql` and `), json: sql`concat('{', ${sql.join(parts, sql`, `)}, '}')` };
}

// A leading optional key would leave a stray comma before the next one: the contract has none.
function optionalFirstSafe(schema: z.ZodObject): boolean {
  const shape: Record<string, unknown> = schema.shape;
  const [first] = Object.values(shape);
  return first !== undefined && !(first instanceof z.ZodOptional);
}

function valueJson(schema: unknown, value: SQL): JsonOf {
  if (schema instanceof z.ZodString) return { check: isString(value), json: toJson(sql`${value} #>> '{}'`) };
  if (schema instanceof z.ZodRecord) return recordJson(value);
  if (schema instanceof z.ZodObject) return objectJson(schema, value);
  throw new Error('unsupported schema in a history item');
}

const genTextInput = objectJson(GenTextInput, sql`${g.input}`);
const input: JsonOf = {
  check: sql`(${isString(sql`${g.input}`)} or ${genTextInput.check})`,
  json: sql`case when ${isString(sql`${g.input}`)} then ${toJson(sql`${g.input} #>> '{}'`)} else ${genTextInput.json} end`,
};

const meta = (key: string) => sql`(${g.meta} -> ${sql.raw(`'${key}'`)})`;
// Numbers JavaScript prints exactly as jsonb does: no exponent, no trailing zero, at most 15 digits.
const plainNumber = sql.raw(`'^(0|[1-9][0-9]{0,8})(\\.[0-9]{0,5}[1-9])?$'`);
const metaCheck = sql`(${g.meta} is null or (jsonb_typeof(${g.meta}) = 'object'
  and (${absent(meta('voice'))} or (${isString(meta('voice'))} and ${meta('voice')} #>> '{}' in (${literals(Voice.options)})))
  and (${absent(meta('size'))} or (${isString(meta('size'))} and ${meta('size')} #>> '{}' in (${literals(ImageSize.options)})))
  and (${absent(meta('duration'))} or (jsonb_typeof(${meta('duration')}) = 'number' and ${meta('duration')}::text ~ ${plainNumber}))
  and (${absent(meta('fileName'))} or ${isString(meta('fileName'))})))`;

const mediaPrefix = ((path: string) => {
  if (!/^[a-z/]+$/.test(path)) throw new Error(`not a plain media path: ${path}`);
  return sql.raw(`'${path}'`);
})(mediaPath(''));
const optionalPair = (key: string, json: SQL) => sql`coalesce(${sql.raw(`',"${key}":'`)} || ${json}, '')`;
const audio = literals(['TTS', 'Speech2Text']);

// HistoryItem's keys in the contract's order, each as toItem fills it.
const itemParts: Record<keyof HistoryItem, SQL> = {
  id: sql`'{"id":"' || ${g.id}::text || '"'`,
  type: sql`',"type":' || ${toJson(sql`${g.type}`)}`,
  date: sql`',"date":"' || to_char(${g.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`,
  input: sql`',"input":' || ${input.json}`,
  result: optionalPair('result', toJson(sql`${g.result}`)),
  mp3_url: sql`case when ${g.mediaId} is not null and ${g.type} in (${audio})
    then ',"mp3_url":' || ${toJson(sql`${mediaPrefix} || ${g.mediaId}`)} else '' end`,
  transcription: sql`case when ${g.type} = 'Speech2Text' then ${optionalPair('transcription', toJson(sql`${g.result}`))} else '' end`,
  voice: optionalPair('voice', toJson(sql`${meta('voice')} #>> '{}'`)),
  size: optionalPair('size', toJson(sql`${meta('size')} #>> '{}'`)),
  duration: optionalPair('duration', sql`${meta('duration')}::text`),
  file_name: sql`case when ${meta('fileName')} #>> '{}' <> ''
    then ',"file_name":' || ${toJson(sql`${meta('fileName')} #>> '{}'`)} else '' end`,
  credits: sql`',"credits":' || ${g.creditsCharged}::text`,
  status: sql`',"status":' || ${toJson(sql`${g.status}`)} || '}'`,
};

/** The keys the SQL writes, in order (a test holds them to the contract's). */
export const itemJsonKeys = Object.keys(itemParts);

/**
 * A generations row's history item as JSON text, or null when the row needs the contract's fallbacks
 * (JavaScript answers that page).
 */
export const itemJson = sql`case when ${g.type} in (${literals(HistoryType.options)})
  and ${g.status} in (${literals(HistoryItem.shape.status.options)})
  and ${input.check} and ${metaCheck}
  then concat(${sql.join(Object.values(itemParts), sql`, `)}) end`;

/**
 * The body of the trigger function that stores `itemJson` in each ended row as it is written
 * (`generations.item_json`), as a migration installs it; a test holds the installed one to this text,
 * so a change to the contract or to this file fails until a new migration replaces the function.
 */
export function itemJsonTriggerBody(): string {
  const { sql: expression, params } = new PgDialect().sqlToQuery(itemJson);
  if (params.length > 0) throw new Error('the item JSON expression takes no parameters');
  const ofNewRow = expression.replaceAll('"generations".', 'new.');
  return `
begin
  new.item_json := case when new.status not in ('queued', 'running') then ${ofNewRow} end;
  return new;
end
`;
}
