export { CurrentConditions, type CurrentConditionsProps } from './current-conditions';
