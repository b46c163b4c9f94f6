export {
  DEFAULT_MINIMUMS,
  MINIMUMS_STORAGE_KEY,
  minimumsVerdict,
  parseMinimums,
  saveMinimums,
  usePersonalMinimums,
  type MinimumsConditions,
  type MinimumsVerdict as MinimumsVerdictValue,
  type PersonalMinimums,
} from './minimums';
export { MinimumsSettings, MinimumsVerdict, type MinimumsVerdictProps } from './minimums-verdict';
