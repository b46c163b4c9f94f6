export {
  WindHistoryChart,
  windHistoryPaths,
  type WindHistoryChartProps,
  type WindHistoryPoint,
} from './wind-history-chart';
export { WindHistory, type WindHistoryProps } from './wind-history';
export {
  windHistoryPoints,
  windWords,
  runwayWords,
  utcDayTime,
  type WindHistoryResponse,
  type WindHistoryObservation,
  type WindHistoryRunway,
} from './wind-history-model';
