// Which FormActions button submitted a form: read from the submit event's submitter.

/** The name of the FormActions submit buttons, so the intent also travels in a native form post. */
export const SUBMIT_INTENT_NAME = 'intent';

export const SubmitIntent = {
  save: 'save',
  saveAndAddAnother: 'save-and-add-another',
} as const;
export type SubmitIntent = (typeof SubmitIntent)[keyof typeof SubmitIntent];

/**
 * The intent of the button that submitted the form: 'save-and-add-another' when that button did,
 * otherwise 'save' (the Save button, or Enter in a field, or a submit without a submitter).
 * Takes the DOM event or React's, as react-hook-form's `handleSubmit((data, event) => …)` passes it.
 */
export function submitIntent(event: Event | { nativeEvent: Event } | undefined): SubmitIntent {
  const native = event && 'nativeEvent' in event ? event.nativeEvent : event;
  const submitter = (native as SubmitEvent | undefined)?.submitter;
  if (
    submitter instanceof HTMLButtonElement &&
    submitter.name === SUBMIT_INTENT_NAME &&
    submitter.value === SubmitIntent.saveAndAddAnother
  ) {
    return SubmitIntent.saveAndAddAnother;
  }
  return SubmitIntent.save;
}
