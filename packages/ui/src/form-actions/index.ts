export {
  FormActions,
  formActionsVariants,
  type FormActionsLabels,
  type FormActionsProps,
} from './form-actions';
export { SUBMIT_INTENT_NAME, SubmitIntent, submitIntent } from './submit-intent';
