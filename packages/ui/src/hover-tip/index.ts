export { HoverTip, type HoverTipProps } from './hover-tip';
