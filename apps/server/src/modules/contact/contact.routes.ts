import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import { listContacts, previewContact, unlockContact } from './contact.service.ts';

/** Buyer contacts: suppliers preview, unlock (one contact_quota each) and list them. Suppliers only. */
export default async function contactRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'contact.preview', 'user', ({ user, input }) => previewContact(deps, user!, input.buyer_identity));
  defineCall(app, 'contact.unlock', 'user', ({ user, input }) => unlockContact(deps, user!, input.buyer_identity));
  defineCall(app, 'contact.list', 'user', ({ user, input }) => listContacts(deps, user!, input));
}
