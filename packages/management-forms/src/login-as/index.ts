export * from './impersonation-banner';
export * from './login-as-form';
