import { describe, expect, it, vi } from 'vitest';
import { closeBack, openFresh, openOver } from './dialog-return.ts';

const fakeDialog = () => ({ current: null, open: vi.fn(), close: vi.fn() });

describe('dialogs opened over each other', () => {
  it('go back the way they came, then close', () => {
    const dialog = fakeDialog();
    const send = { type: 'sendQuotation' as const, props: { rfqId: 1, productName: 'Sinks' } };
    openFresh(dialog, 'sendQuotation', send.props);
    const view = { type: 'quotationTemplateView' as const, props: {} };
    openOver(dialog, send, 'quotationTemplateView', view.props);
    openOver(dialog, view, 'quotationTemplate', { templateId: 3 });
    closeBack(dialog);
    expect(dialog.open).toHaveBeenLastCalledWith('quotationTemplateView', view.props);
    closeBack(dialog);
    expect(dialog.open).toHaveBeenLastCalledWith('sendQuotation', send.props);
    closeBack(dialog);
    expect(dialog.close).toHaveBeenCalledTimes(1);
  });

  it('forget stale ways back when a page opens a dialog afresh', () => {
    const dialog = fakeDialog();
    openOver(dialog, { type: 'sendQuotation', props: { rfqId: 1, productName: 'Sinks' } }, 'quotationTemplate', {});
    openFresh(dialog, 'quotationTemplateView', {});
    closeBack(dialog);
    expect(dialog.close).toHaveBeenCalledTimes(1);
  });
});
