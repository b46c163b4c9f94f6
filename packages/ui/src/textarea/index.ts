export { Textarea } from './textarea';
