export { Field, joinIds, useFieldControl, type FieldProps } from './field';
