import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

// Placeholder while the feature is being built; replaced by its owner.
export default function Dialog(_: DialogComponentProps<'sendQuotation'>) {
  return null;
}
