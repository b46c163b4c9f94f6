export { UnitBatchForm, unitBatchFormSchema, type UnitBatchFormProps } from './unit-batch-form';
export { previewText, UNIT_NUMBERS_HINT, unitNumbersFrom, type UnitNumbersResult } from './unit-batch-rules';
