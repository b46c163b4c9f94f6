export {
  AddressList,
  ContactMethods,
  EmailList,
  PhoneList,
  type ContactMethodListProps,
  type ContactMethodsValues,
} from './contact-methods';
export { primaryFlags } from './rules';
