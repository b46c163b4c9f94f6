export {
  TafTimeline,
  TafTimelineChart,
  type TafTimelineChartProps,
  type TafTimelineProps,
} from './taf-timeline';
export {
  tafTimelineModel,
  tafWindText,
  type TimelineModel,
  type TimelineSegment,
} from './taf-timeline-model';
