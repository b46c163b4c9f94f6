export { UserForm, type UserFormProps } from './user-form';
export { EffectiveAccessPanel } from './effective-access-panel';
export { userValues } from './user-form-rules';
