import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { search } from './search.service.ts';

export default async function catalogRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  defineCall(app, 'catalog.search', 'public', async ({ input, request }) => search(db, request.lang, input));
}
