export { CompanyProfileForm, type CompanyProfileFormProps } from './company-profile-form';
export {
  companyBody,
  companyValues,
  DEFAULT_TIME_ZONE,
  timeZoneOptions,
  type CompanyFormValues,
} from './company-profile-rules';
