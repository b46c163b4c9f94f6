export { SystemValuesEditor, describeValue, type SystemValuesEditorProps } from './system-values-editor';
export {
  ErrorLogList,
  ErrorLogEntryView,
  errorLogParams,
  sourceLabel,
  type ErrorLogListProps,
  type ErrorLogEntryViewProps,
} from './error-log';
export { BackgroundWork, type BackgroundWorkProps } from './background-work';
export { Outbox, resendBlock } from './outbox';
export { AboutPanel } from './about-panel';
export { SelfTestPanel } from './self-test-panel';
export { formatEvery, formatTime } from './use-api-call';
