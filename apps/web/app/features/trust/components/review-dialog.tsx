import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

// Stub: replaced by the feature that owns this dialog.
export default function ReviewDialog({ close }: DialogComponentProps<'review'>) {
  void close;
  return null;
}
