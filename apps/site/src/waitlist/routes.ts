// The waiting list's public pages (the application, the e-mailed confirmation and the applicant's page): in
// the airport shell beside /login (router.tsx), one lazily loaded chunk.
import type { RouteObject } from 'react-router-dom';
import type * as WaitlistPages from './waitlist-public-pages';

const page = (name: keyof typeof WaitlistPages) => async () => ({
  Component: (await import('./waitlist-public-pages'))[name],
});

export const waitlistPublicRoutes: RouteObject[] = [
  { path: 'waitlist/apply', lazy: page('WaitlistApplyPage') },
  { path: 'waitlist/confirm/:key', lazy: page('WaitlistConfirmPage') },
  { path: 'waitlist/application/:key', lazy: page('WaitlistApplicationPage') },
];
