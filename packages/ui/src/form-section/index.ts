export { FormSection, formSectionFieldsVariants, type FormSectionProps } from './form-section';
