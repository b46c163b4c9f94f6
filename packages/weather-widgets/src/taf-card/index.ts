export { TafCard, type TafCardProps } from './taf-card';
