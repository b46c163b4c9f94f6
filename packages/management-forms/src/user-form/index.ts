export { UserForm, type UserFormProps } from './user-form';
export { EffectiveAccessPanel } from './effective-access-panel';
export { passwordResetPath, userAccessPath, userValues } from './user-form-rules';
