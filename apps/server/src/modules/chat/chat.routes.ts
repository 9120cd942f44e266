import type { FastifyInstance } from 'fastify';

// STUB (foundation): the chat calls are registered here.
export default async function chatRoutes(_app: FastifyInstance) {}
