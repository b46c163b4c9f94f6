export { Label } from './label';
