import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { calls, type CallDefinition } from '@tradelink/shared/api/calls';
import { callPath } from '@tradelink/shared/api/paths';
import { errorBody } from '@tradelink/shared/api/envelope';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;
}

/** The OpenAPI document, generated from the same call table (zod schemas) both sides validate with. */
export function buildOpenApiDocument() {
  const paths: Record<string, unknown> = {};
  const error = { description: 'Error envelope', content: { 'application/json': { schema: jsonSchema(errorBody, 'output') } } };
  for (const [name, def] of Object.entries(calls) as Array<[string, CallDefinition]>) {
    const data = jsonSchema(def.response, 'output');
    const message = def.list
      ? { type: 'object', properties: { data: { type: 'array', items: data }, total: { type: 'integer' }, page: { type: 'integer' }, page_size: { type: 'integer' } } }
      : { type: 'object', properties: { data } };
    const operation: Record<string, unknown> = {
      operationId: name,
      tags: [name.includes('.') ? name.split('.')[0] : 'reference'],
      parameters: [
        { name: 'X-Timestamp', in: 'header', required: true, schema: { type: 'string' }, description: 'Unix time in milliseconds' },
        { name: 'X-Control-Hash', in: 'header', required: true, schema: { type: 'string' }, description: 'HMAC-SHA256 signature (see README)' },
      ],
      responses: {
        200: { description: 'Success', content: { 'application/json': { schema: { type: 'object', properties: { message } } } } },
        400: error,
        401: error,
        403: error,
        404: error,
        429: error,
        500: error,
      },
    };
    if (def.request) {
      const request = jsonSchema(def.request, 'input');
      if (def.method === 'GET') {
        const props = (request.properties ?? {}) as Record<string, unknown>;
        (operation.parameters as unknown[]).push(
          ...Object.entries(props).map(([param, schema]) => ({ name: param, in: 'query', schema })),
        );
      } else {
        const type = def.multipart ? 'multipart/form-data' : 'application/json';
        operation.requestBody = { content: { [type]: { schema: request } } };
      }
    }
    paths[callPath(name)] = { [def.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Tradelink API', version: '3', description: 'Envelope: {"message": {"data": ...}}; errors: {"messages": [...], "code": ...}.' },
    paths,
  };
}

export default async function openApiPlugin(app: FastifyInstance) {
  await app.register(swagger, { mode: 'static', specification: { document: buildOpenApiDocument() as never } });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
