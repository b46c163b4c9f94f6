// The confirm dialog's pure rules: result codes, button order, which button is the default and which is dangerous.

/** Every answer a confirm dialog can give (the product's result codes). */
export const ResultCode = {
  Abort: 'Abort',
  Retry: 'Retry',
  Cancel: 'Cancel',
  Ok: 'Ok',
  Ignore: 'Ignore',
  No: 'No',
  Yes: 'Yes',
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** The buttons a confirm dialog can show; they read exactly these words unless the caller gives `labels`. */
export type ConfirmButton = 'Cancel' | 'Yes' | 'No' | 'Ok';

// Affirmative answers sit at the end of the footer, where the eye finishes reading.
const BUTTON_ORDER: readonly ConfirmButton[] = ['Cancel', 'No', 'Yes', 'Ok'];

/** The requested buttons without duplicates, in footer order; none at all becomes Ok, so it can always be answered. */
export function orderButtons(buttons: readonly ConfirmButton[]): ConfirmButton[] {
  const ordered = BUTTON_ORDER.filter((button) => buttons.includes(button));
  return ordered.length > 0 ? ordered : ['Ok'];
}

/** The answer a destructive confirmation must not make easy: Yes, or Ok when there is no Yes. */
export function dangerousButton(buttons: readonly ConfirmButton[]): ConfirmButton | undefined {
  if (buttons.includes('Yes')) return 'Yes';
  if (buttons.includes('Ok')) return 'Ok';
  return undefined;
}

/**
 * The button that gets focus and answers Enter.
 * A destructive confirmation always defaults to a safe answer (No, else Cancel), even over an explicit
 * choice of the dangerous one. Otherwise an explicit choice wins when it is one of the buttons, then the
 * product's defaults: No for yes/no, Ok for ok/cancel, Yes for yes/no/cancel; a lone button is its own
 * default; other combinations have none.
 */
export function defaultButtonFor(
  buttons: readonly ConfirmButton[],
  options: { defaultButton?: ConfirmButton; destructive?: boolean } = {},
): ConfirmButton | undefined {
  const set = orderButtons(buttons);
  const has = (button: ConfirmButton) => set.includes(button);
  const explicit = options.defaultButton && has(options.defaultButton) ? options.defaultButton : undefined;
  if (options.destructive) {
    if (explicit && explicit !== dangerousButton(set)) return explicit;
    if (has('No')) return 'No';
    if (has('Cancel')) return 'Cancel';
    return undefined;
  }
  if (explicit) return explicit;
  const key = set.join('/');
  if (key === 'No/Yes') return 'No';
  if (key === 'Cancel/Ok') return 'Ok';
  if (key === 'Cancel/No/Yes') return 'Yes';
  if (set.length === 1) return set[0];
  return undefined;
}
