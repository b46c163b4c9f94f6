export { ErrorText, Field, joinIds, useFieldControl, type FieldProps } from './field';
