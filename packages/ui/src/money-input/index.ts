export { MoneyInput, type MoneyInputProps } from './money-input';
export {
  centsToDecimalString,
  formatMoney,
  moneyErrorMessage,
  moneyProblem,
  parseMoneyToCents,
  type FormatMoneyOptions,
  type MoneyInvalidReason,
  type ParseMoneyOptions,
} from './rules';
