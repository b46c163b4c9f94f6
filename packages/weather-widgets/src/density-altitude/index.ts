export { DensityAltitude, type DensityAltitudeProps } from './density-altitude';
