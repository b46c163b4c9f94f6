// RegisterForm: self-registration of a new management company and its administrator.
import { zodResolver } from '@hookform/resolvers/zod';
import { registerRequestSchema, type RegisterRequest } from '@hangar/contracts';
import { Button, Field, Input, PasswordInput } from '@hangar/ui';
import { useForm } from 'react-hook-form';
import { FormDone, ServerError, useServerSubmit } from '../lib/server-submit';

export type RegisterFormProps = {
  /** Sends the registration; resolve with an error text to show it, or nothing on success. */
  onSubmit: (values: RegisterRequest) => Promise<string | void>;
  /** Shown instead of the form once a registration was accepted. */
  successMessage?: React.ReactNode;
};

const empty: RegisterRequest = {
  userName: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  companyName: '',
};

/**
 * The self-registration form of a new management company and its first administrator: names, company, e-mail,
 * username and password, checked against the contracts' `registerRequestSchema` before `onSubmit` sends them.
 * Resolve `onSubmit` with an error text to show it; on success the form gives way to `successMessage`.
 */
export function RegisterForm({ onSubmit, successMessage }: RegisterFormProps) {
  const { serverError, done, submit } = useServerSubmit(onSubmit);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterRequest>({ resolver: zodResolver(registerRequestSchema), defaultValues: empty });

  if (done)
    return (
      <FormDone slot="register-form">
        {successMessage ??
          'Registration received. Check your e-mail for the link that confirms your address.'}
      </FormDone>
    );

  return (
    <form data-slot="register-form" noValidate className="grid gap-4" onSubmit={handleSubmit(submit)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" required error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </Field>
        <Field label="Last name" required error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </Field>
      </div>
      <Field label="Company name" required error={errors.companyName?.message}>
        <Input autoComplete="organization" {...register('companyName')} />
      </Field>
      <Field label="E-mail" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Username" required description="3 to 25 characters." error={errors.userName?.message}>
        <Input autoComplete="username" {...register('userName')} />
      </Field>
      <Field
        label="Password"
        required
        description="At least 12 characters; not a common password."
        error={errors.password?.message}
      >
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </Field>
      <ServerError slot="register-form" message={serverError} />
      <Button type="submit" loading={isSubmitting} loadingLabel="Registering">
        Register
      </Button>
    </form>
  );
}
