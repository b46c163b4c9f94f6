// The contact screens, one lazily loaded chunk: the list, individual and company forms, the edit redirect.
export * as contactList from './contacts/contact-list-page';
export * as individual from './contacts/individual-page';
export * as companyContact from './contacts/company-contact-page';
export * as contactRedirect from './contacts/contact-redirect-page';
