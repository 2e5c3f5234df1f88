import type { FastifyRequest } from 'fastify';

/** A stored URL as the client should use it: paths on this API become absolute. */
export function absoluteUrl(request: FastifyRequest, url: string): string {
  return url.startsWith('/') ? `${request.protocol}://${request.host}${url}` : url;
}
