import type { DialogComponentProps } from '~/components/dialogs/dialog-types.ts';

// Being built: replaced by the inquiry feature.
export default function Dialog({ close }: DialogComponentProps<'sendInquiryWarning'>) {
  close();
  return null;
}
