// A company's contacts: the list, the individual and company forms, and the edit address that redirects.
import { MgmtCoFeature } from '@hangar/contracts';
import { viewing } from '../access/access-rules';
import { chunkPages, companyPath, companySection, groupRoute, type ManagementArea } from '../shell/area';

const page = chunkPages(() => import('../contact-pages'));

export const contactsArea: ManagementArea = {
  companyRoutes: [
    groupRoute('Contacts', { crumb: () => 'Contacts', requires: () => viewing(MgmtCoFeature.Contacts) }, [
      { index: true, lazy: page('contactList') },
      { path: 'Individual/:contactId', lazy: page('individual') },
      { path: 'Company/:contactId', lazy: page('companyContact') },
    ]),
    { path: 'Contact/Edit/:contactId', lazy: page('contactRedirect') },
  ],
  nav: {
    group: 'Contacts',
    entries: [
      { label: 'Contacts', to: (id) => companyPath(id, '/Contacts'), feature: MgmtCoFeature.Contacts },
    ],
  },
  // `Contact` (the edit redirect) belongs to the list too.
  switchCompany: companySection(['contacts', 'contact'], 'Contacts'),
};
