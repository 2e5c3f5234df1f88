import type { API, EndpointKey } from 'contracts';
import { api } from 'shared-auth';
import type { z } from 'zod';
import { withIdempotencyKey } from './idempotencyKeys';

type Contract<K extends EndpointKey> = (typeof API)[K];
type SchemaOf<K extends EndpointKey, P extends string> =
  Contract<K> extends Record<P, infer S extends z.ZodType> ? S : never;
type Part<K extends EndpointKey, P extends string, Name extends string> = [SchemaOf<K, P>] extends [never]
  ? { [N in Name]?: never }
  : // a part whose every field may be left out (a page query) may itself be left out
    Partial<z.input<SchemaOf<K, P>>> extends z.input<SchemaOf<K, P>>
    ? { [N in Name]?: z.input<SchemaOf<K, P>> }
    : { [N in Name]: z.input<SchemaOf<K, P>> };

/** What a call sends: path parameters, query, JSON body, or a multipart form, as the contract declares them. */
export type CallInput<K extends EndpointKey> = Part<K, 'params', 'params'> &
  Part<K, 'querystring', 'query'> &
  Part<K, 'body', 'body'> &
  ([SchemaOf<K, 'multipart'>] extends [never] ? { form?: never } : { form: FormData }) & { signal?: AbortSignal };

/** What a call answers: the contract's success schema. */
export type CallAnswer<K extends EndpointKey> = z.output<Contract<K>['response'][keyof Contract<K>['response']]>;

/** The method and the URL (path parameters filled in) of a call. */
export function requestLine<K extends EndpointKey>(key: K, input: CallInput<K>) {
  const [method, pattern] = key.split(' ');
  const params = (input.params ?? {}) as Record<string, unknown>;
  const url = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return { method, url };
}

/**
 * Calls an endpoint of the contract table by its key, with the session's client: the path, the input and the
 * answer's type all come from `contracts`, so a screen and the API cannot disagree without a type error. A write
 * carries the Idempotency-Key of its submission (./idempotencyKeys.ts).
 */
export async function callApi<K extends EndpointKey>(key: K, input: CallInput<K>): Promise<CallAnswer<K>> {
  const { method, url } = requestLine(key, input);
  const data = input.form ?? input.body;
  const answer = await withIdempotencyKey(
    method,
    api.url(url, input.query as Record<string, unknown>),
    data,
    (headers) =>
      api.request<CallAnswer<K>>({
        method,
        url,
        params: input.query as object | undefined, // the contract's query schema, checked by the type of `input`
        data,
        headers,
        signal: input.signal,
      }),
  );
  return answer.data;
}
