export * from './register-form';
export * from './new-password-form';
export * from './forgot-password-form';
export * from './data';
export * from './company-profile-form';
export * from './user-list';
export * from './user-form';
export * from './user-invite-form';
