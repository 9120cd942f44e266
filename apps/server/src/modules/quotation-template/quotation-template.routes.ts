import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../lib/define-call.ts';
import * as templates from './quotation-template.service.ts';

/** Quotation templates: a supplier's own reusable terms; every call reaches only the caller's templates. */
export default async function quotationTemplateRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'quotation_template.list', 'user', ({ user }) => templates.listTemplates(deps, user!));
  defineCall(app, 'quotation_template.get', 'user', ({ user, input }) => templates.getTemplate(deps, user!, input.id));
  defineCall(app, 'quotation_template.save', 'user', ({ user, input }) => templates.saveTemplate(deps, user!, input));
  defineCall(app, 'quotation_template.delete', 'user', ({ user, input }) => templates.deleteTemplate(deps, user!, input.id));
}
