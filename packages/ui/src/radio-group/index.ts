export { RadioGroup, RadioGroupItem } from './radio-group';
