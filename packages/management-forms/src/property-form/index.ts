export { PropertyForm, PROPERTY_FILE_AS_CHECK_DELAY_MS, type PropertyFormProps } from './property-form';
export {
  emptyPropertyValues,
  propertyEditFormSchema,
  propertyFileAsExistParams,
  propertyFormSchema,
  propertyValues,
  type PropertyFormInput,
} from './property-form-rules';
