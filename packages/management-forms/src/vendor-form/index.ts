export { VendorForm, type VendorFormProps } from './vendor-form';
export { InsuranceBadge, InsuranceStatus } from './insurance-badge';
export {
  VendorDocumentField,
  useVendorDocuments,
  type VendorDocumentFieldProps,
} from './vendor-document-field';
export {
  addDays,
  blankCertificate,
  calendarDateText,
  certificateStateOn,
  emptyVendorValues,
  INSURANCE_BADGE_LABELS,
  INSURANCE_BADGE_VARIANTS,
  insuranceOfRows,
  insuranceSentence,
  needsAttention,
  nextInsuranceType,
  vendorBody,
  vendorDocumentsParams,
  vendorFormSchema,
  vendorValues,
  type VendorFormInput,
  type VendorFormOutput,
} from './vendor-form-rules';
