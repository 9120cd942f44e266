import type { useDialog } from '~/components/dialogs/dialog-context.tsx';
import type { DialogPropsMap, DialogType, OpenDialog } from '~/components/dialogs/dialog-types.ts';

type DialogApi = ReturnType<typeof useDialog>;

// Only one global dialog is open at a time. The quotation dialogs open each other (the quotation
// form opens the template list, the list opens a template's form); each remembers the dialog it
// came from here, and closing it goes back there instead of closing everything. Kept in memory:
// the way back holds callbacks, and a reload starts afresh anyway.
const returns: OpenDialog[] = [];

/** Opens `type` on top of `from`; closing it (see `closeBack`) reopens `from`. */
export function openOver<T extends DialogType>(dialog: DialogApi, from: OpenDialog, type: T, props: DialogPropsMap[T]) {
  returns.push(from);
  dialog.open(type, props);
}

/** Goes back to the dialog this one was opened from, or closes when it was opened on its own. */
export function closeBack(dialog: DialogApi) {
  const from = returns.pop();
  if (from) dialog.open(from.type, from.props as never);
  else dialog.close();
}

/** Opens a dialog afresh from a page: no way back to stale dialogs. */
export function openFresh<T extends DialogType>(dialog: DialogApi, type: T, props: DialogPropsMap[T]) {
  returns.length = 0;
  dialog.open(type, props);
}
