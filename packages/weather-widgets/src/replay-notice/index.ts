export {
  ReplayNotice,
  ReplayNoticeScope,
  replayedRecordings,
  useInReplayNoticeScope,
  type ReplayedQuery,
  type ReplayNoticeProps,
} from './replay-notice';
