export { LeaseForm, type LeaseFormProps } from './lease-form';
export { PartiesField, type PartiesFieldProps } from './parties-field';
export { RentSchedulePreview } from './rent-schedule-preview';
export {
  checkLease,
  DUE_DAY_OPTIONS,
  emptyLeaseValues,
  LATE_FEE_KINDS,
  leaseBody,
  leaseDraftParams,
  leaseFormSchema,
  leaseValues,
  schedulePreview,
  scheduleTerms,
  type LateFeeKind,
  type LeaseFormInput,
  type PartyInput,
} from './lease-form-rules';
