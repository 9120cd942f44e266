import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

// Stub: the `pricing` dialog.
export default function Dialog(_props: DialogComponentProps<'pricing'>) {
  return null;
}
