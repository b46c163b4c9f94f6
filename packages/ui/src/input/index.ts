export { Input, inputClasses } from './input';
