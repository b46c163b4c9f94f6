export { RentalUnitForm, UNIT_NUMBER_CHECK_DELAY_MS, type RentalUnitFormProps } from './rental-unit-form';
export { UnitFields } from './unit-fields';
export {
  clearOtherTypeFields,
  doorText,
  emptyUnitValues,
  rentText,
  showsDwellingFields,
  showsHangarFields,
  unitDefaultsFormSchema,
  unitEditFormSchema,
  unitFormSchema,
  unitNumberExistParams,
  unitValues,
  type UnitFormInput,
} from './rental-unit-form-rules';
