import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/**
 * `X | null` in zod's JSON Schema is `anyOf: [X, { type: 'null' }]`, which fast-json-stringify
 * settles with a validator on every value; as `type: [X's type, 'null']` it is a plain branch.
 */
function withPlainNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withPlainNullables);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => [keyword, withPlainNullables(value)]),
  );
  const choices = node.anyOf;
  if (Array.isArray(choices) && choices.length === 2) {
    const nullIndex = choices.findIndex((choice: JsonSchema) => choice.type === 'null');
    const other = choices[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string') {
      const { anyOf: _anyOf, ...rest } = node;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return node;
}

/**
 * A JSON serializer for one answer contract: fast-json-stringify compiled from the zod schema
 * (decision 026). It writes only the contract's properties. Outside production every value is
 * also checked against the zod schema first, so the tests hold the contract; production does
 * not pay for the check on every answer.
 */
export function createJsonSerializer<T extends z.ZodType>(
  schema: T,
  options: { checkContract: boolean } = { checkContract: process.env.NODE_ENV !== 'production' },
): (value: z.input<T>) => string {
  const jsonSchema = withPlainNullables(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }),
  );
  const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  if (!options.checkContract) return (value) => stringify(value);
  return (value) => stringify(schema.parse(value));
}
