export * from './register-form';
