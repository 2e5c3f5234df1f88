import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where clients reach this API (config `API_URL`), no trailing slash. */
    publicUrl: string;
  }
}

/** A stored URL as the client should use it: paths on this API become absolute, on the configured public
 * address (never on the request's Host header, which the client chooses). */
export function absoluteUrl(request: FastifyRequest, url: string): string {
  return url.startsWith('/') ? `${request.server.publicUrl}${url}` : url;
}
