export { EmailAddress, emailBreakPieces, type EmailAddressProps } from './email-address';
