export { MetarCard, type MetarCardProps } from './metar-card';
