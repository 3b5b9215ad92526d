import fastJson from 'fast-json-stringify';
import type { FastifySchema, FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response schemas whose answers are serialized by a function compiled from their JSON schema
 * (decision 241) instead of being checked against the zod schema on every answer. Only plain data
 * schemas qualify: no transforms or codecs (their JSON schema must say everything the answer is).
 */
const compiled = new WeakSet<z.core.$ZodType>();

/** Marks a response schema of a hot read for the compiled serializer; answers the schema. */
export function compiledResponse<S extends z.core.$ZodType>(schema: S): S {
  compiled.add(schema);
  return schema;
}

/** The JSON schema the compiled serializer is built from; throws for a schema JSON cannot state. */
export const responseJsonSchema = (schema: z.core.$ZodType) =>
  z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });

/** The compiled serializer of a plain data schema, for a route that keeps its serialized answers. */
export const compileSerializer = <S extends z.core.$ZodType>(schema: S): ((data: z.output<S>) => string) =>
  fastJson(responseJsonSchema(schema) as Parameters<typeof fastJson>[0]) as (data: z.output<S>) => string;

/**
 * The application's serializer compiler: fast-json-stringify for the marked schemas, which writes
 * the declared properties in the schema's order and leaves out any other, as zod's encoding does;
 * the zod serializer (encode, then JSON.stringify) for every other route.
 */
export const serializerCompiler: FastifySerializerCompiler<FastifySchema | z.core.$ZodType> = (route) => {
  const schema = route.schema;
  if (schema instanceof z.core.$ZodType && compiled.has(schema)) {
    return compileSerializer(schema) as (data: unknown) => string;
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
};
