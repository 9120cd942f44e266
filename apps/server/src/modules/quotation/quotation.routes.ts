import type { FastifyInstance } from 'fastify';
import { idField } from '@tradelink/shared/validation/ids';
import { defineCall } from '../../lib/define-call.ts';
import { requireUser } from '../../plugins/session.ts';
import { AppError } from '../../lib/app-error.ts';
import * as quotation from './quotation.service.ts';
import * as supplierSide from './quotation-supplier.service.ts';
import { quotationCsv, quotationPdf } from './quotation-export.service.ts';

/** Quotations: suppliers send, edit and withdraw theirs; the RFQ's buyer reads, compares and decides. */
export default async function quotationRoutes(app: FastifyInstance) {
  const { deps } = app;
  defineCall(app, 'quotation.send', 'user', ({ user, input }) => quotation.sendQuotation(deps, user!, input));
  defineCall(app, 'quotation.update', 'user', ({ user, input }) => {
    const { quotation_id, ...terms } = input;
    return quotation.updateQuotation(deps, user!, quotation_id, terms);
  });
  defineCall(app, 'customer.get_quotation_details', 'user', ({ user, input }) => quotation.getQuotation(deps, user!, input.quotation_id));
  defineCall(app, 'rfq.list_quotations', 'user', ({ user, input }) => quotation.listForRfq(deps, user!, input));
  defineCall(app, 'quotation.list_received', 'user', ({ user, input }) => quotation.listReceived(deps, user!, input));
  defineCall(app, 'quotation.decide', 'user', ({ user, input }) => quotation.decide(deps, user!, input));
  // the supplier's side: its sent quotations, whether it may quote an RFQ, taking one back
  defineCall(app, 'quotation.list_sent', 'user', ({ user, input }) => supplierSide.listSent(deps, user!, input));
  defineCall(app, 'quotation.send_status', 'user', ({ user, input }) => supplierSide.sendStatus(deps, user!, input.rfq_id));
  defineCall(app, 'quotation.withdraw', 'user', ({ user, input }) => supplierSide.withdraw(deps, user!, input.quotation_id));

  /**
   * `/export-pdf/<id>` and `/export-quotation/<id>` (spec routes): downloads for the quotation's
   * buyer or supplier, in the caller's language. Logged-out visitors are sent to log in first.
   */
  const exportRoute = (
    path: string,
    render: (...args: Parameters<typeof quotationPdf>) => Promise<{ body: Buffer | string; fileName: string }>,
    type: string,
  ) =>
    app.get<{ Params: { id: string } }>(path, async (request, reply) => {
      if (!request.user) return reply.redirect(`/login?direct-url=${encodeURIComponent(Buffer.from(request.url).toString('base64'))}`);
      // An id no quotation can have (not a number, beyond the integer column) is simply not found.
      const id = idField.safeParse(request.params.id);
      if (!id.success) throw new AppError('NOT_FOUND');
      const file = await render(deps, requireUser(request).id, id.data, request.lang);
      return reply
        .header('Content-Type', type)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    });
  exportRoute('/export-pdf/:id', quotationPdf, 'application/pdf');
  exportRoute('/export-quotation/:id', quotationCsv, 'text/csv; charset=utf-8');
}
