export { LedgerSummaryPanel, type LedgerSummaryPanelProps } from './ledger-summary-panel';
export { occupancyPercent, summaryRows, type SummaryRow } from './ledger-summary-rules';
