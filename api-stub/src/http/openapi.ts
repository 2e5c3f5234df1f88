import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API, type EndpointContract } from 'contracts';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A multipart request's fields and files, for the document (fastify never validates a multipart body). */
function multipartBody(contract: EndpointContract) {
  const fields = z.toJSONSchema(contract.multipart ?? z.object({}), { io: 'input' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  const files = contract.summary.includes('`file`')
    ? { file: { type: 'string', format: 'binary' } }
    : {
        images: { type: 'array', items: { type: 'string', format: 'binary' } },
        video: { type: 'string', format: 'binary' },
      };
  // OpenAPI 3.0 forbids an empty `required`: the list is left out when nothing is required
  const required = [...(fields.required ?? []), ...('file' in files ? ['file'] : [])];
  return { type: 'object', properties: { ...fields.properties, ...files }, ...(required.length ? { required } : {}) };
}

/** The OpenAPI document at /api/openapi.json, from the route schemas, and a browsable reference at /api/docs. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hostel Hub API',
        description: 'Students find and book hostels; owners run them. Every error answers `{ message }`.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const out = jsonSchemaTransform(input);
      const contract = (API as Record<string, EndpointContract>)[`${input.route.method} ${input.url}`];
      if (contract?.multipart) (out.schema as Record<string, unknown>).body = multipartBody(contract);
      return out;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
