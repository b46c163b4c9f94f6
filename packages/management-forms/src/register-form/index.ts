export { RegisterForm, type RegisterFormProps } from './register-form';
