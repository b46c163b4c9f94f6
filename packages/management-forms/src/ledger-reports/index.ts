export { RentRollReport, type RentRollReportProps } from './rent-roll-report';
export { ReceivablesReport, type ReceivablesReportProps } from './receivables-report';
export { CollectionsReport, type CollectionsReportProps } from './collections-report';
export { csvUrl, money as moneyText, monthText, recentMonths } from './report-rules';
export { DownloadCsv } from './report-parts';
