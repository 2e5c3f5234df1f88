import type { FastifyReply, FastifyRequest, FastifyServerOptions, HTTPMethods } from 'fastify';
import { API, type EndpointKey, errorSchema } from 'contracts';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Guard } from '../auth/guard';

/**
 * Routes validate their requests and their answers with the zod schemas of `contracts`: an answer that does
 * not match its schema is a 500, never sent. Fastify's `schemaController` option, so it never loads its default
 * (JSON Schema) compilers, ajv and fast-json-stringify: 0.1 s of every start.
 */
export const schemaController = {
  compilersFactory: { buildValidator: () => validatorCompiler, buildSerializer: () => serializerCompiler },
  // fastify types the factories' compilers as ajv's; it calls any compiler with the route's schema part, as zod's take
} as unknown as FastifyServerOptions['schemaController'];

type Contract<K extends EndpointKey> = (typeof API)[K];
type Part<K extends EndpointKey, P extends string> = Contract<K> extends Record<P, infer S> ? S : undefined;

/** The fastify schema of an endpoint: its request parts and its answers, errors included. */
export interface EndpointSchema<K extends EndpointKey> {
  summary: string;
  tags: string[];
  params: Part<K, 'params'>;
  querystring: Part<K, 'querystring'>;
  body: Part<K, 'body'>;
  response: Contract<K>['response'] & { '4xx': typeof errorSchema; '5xx': typeof errorSchema };
  consumes?: string[];
  security?: Array<Record<string, string[]>>;
}

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Route options from the contract table: method, path, schemas, and the guard its access asks for. The guard
 * runs first (onRequest), so a caller without the right token hears 401/403 before anything about their input.
 */
export function endpoint<K extends EndpointKey>(key: K, guard: Guard) {
  const contract: Contract<K> = API[key];
  const [method, url] = key.split(' ') as [HTTPMethods, string];
  const c = contract as Partial<Record<'params' | 'querystring' | 'body' | 'multipart', unknown>>;
  const schema = {
    summary: contract.summary,
    tags: [contract.tag],
    // only the parts the endpoint has (a part given as undefined makes fastify warn FSTWRN001)
    ...(c.params ? { params: c.params } : {}),
    ...(c.querystring ? { querystring: c.querystring } : {}),
    ...(c.body ? { body: c.body } : {}),
    response: { ...contract.response, '4xx': errorSchema, '5xx': errorSchema },
    ...(c.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(contract.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
  } as unknown as EndpointSchema<K>;
  const onRequest: Hook[] =
    contract.access === 'public'
      ? []
      : [contract.access === 'user' ? guard.requireUser : guard.requireRole(contract.access)];
  return { method, url, schema, onRequest };
}
