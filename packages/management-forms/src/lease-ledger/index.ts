export { LeaseLedger, type LeaseLedgerProps } from './lease-ledger';
export {
  ChargeDialog,
  DepositReturnDialog,
  PaymentDialog,
  VoidDialog,
  type LedgerDialogProps,
} from './ledger-dialogs';
export {
  balanceWords,
  centsWords,
  entryKindLabel,
  entryName,
  statementDefaults,
  statementQuery,
} from './ledger-rules';
