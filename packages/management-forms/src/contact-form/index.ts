export { ContactForm, FILE_AS_CHECK_DELAY_MS, type ContactFormProps } from './contact-form';
export {
  contactBody,
  contactFormSchema,
  contactValues,
  emptyContactValues,
  FILE_AS_OPTIONS,
  fileAsExistParams,
  fileAsOptions,
  type ContactFormInput,
  type ContactFormOutput,
} from './contact-form-rules';
