export { MoneyInput, type MoneyInputProps } from './money-input';
export {
  centsToDecimalString,
  formatMoney,
  parseMoneyToCents,
  type FormatMoneyOptions,
  type ParseMoneyOptions,
} from './rules';
