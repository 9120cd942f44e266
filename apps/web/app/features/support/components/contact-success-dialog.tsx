import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

// Stub: replaced by the feature that owns this dialog.
export default function ContactSuccessDialog({ close }: DialogComponentProps<'contactSuccess'>) {
  void close;
  return null;
}
