export {
  WindHistoryChart,
  windHistoryPaths,
  type WindHistoryChartProps,
  type WindHistoryPoint,
} from './wind-history-chart';
