export { Separator } from './separator';
