export { DelayedSpinner, type DelayedSpinnerProps } from './delayed-spinner';
export { SPINNER_DELAY_MS, useDelayedFlag } from './use-delayed-flag';
export { useWaitCursor, WorkArea, type WorkAreaProps } from './work-area';
