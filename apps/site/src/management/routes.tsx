// The management face's pages, one lazily loaded chunk: anonymous airport visitors never download it.
export { ManageHome } from './manage-home';
export { ExpiredLoginPage } from './expired-login-page';
export { RegisterPage } from './register-page';
export { NotAuthorizedPage } from './not-authorized-page';
