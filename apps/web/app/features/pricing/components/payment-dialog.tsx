import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

// Stub: the `payment` dialog.
export default function Dialog(_props: DialogComponentProps<'payment'>) {
  return null;
}
