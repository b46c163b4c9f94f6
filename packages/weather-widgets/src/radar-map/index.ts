export { DEFAULT_RADAR_URL, RadarMap, type RadarMapProps } from './radar-map';
