// ForgotPasswordForm: asks for the e-mail address a password reset link goes to.
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@hangar/contracts';
import { Button, Field, Input } from '@hangar/ui';
import { useForm } from 'react-hook-form';
import { FormDone, ServerError, useServerSubmit } from '../lib/server-submit';
import { z } from 'zod';

/** The same words whether or not an account uses the address, so the form cannot tell addresses apart. */
export const FORGOT_PASSWORD_SENT =
  'If an account uses that address, we have sent it a link to choose a new password.';

const forgotPasswordSchema = z.object({ email: emailSchema });
type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
type ForgotPasswordOutput = z.output<typeof forgotPasswordSchema>;

export type ForgotPasswordFormProps = {
  /** Asks for the link (the address arrives trimmed and lower-cased); resolve with an error text to show it. */
  onSubmit: (email: string) => Promise<string | void>;
  /** Shown instead of the form once the request was sent; defaults to FORGOT_PASSWORD_SENT. */
  successMessage?: React.ReactNode;
};

/**
 * The "forgot password" page's form: asks for the account's e-mail address and hands it (trimmed and
 * lower-cased) to `onSubmit`, which sends the reset link; then shows the same message whether or not an
 * account uses the address. Resolve `onSubmit` with an error text to show it instead. Needs no
 * ManagementProvider.
 */
export function ForgotPasswordForm({ onSubmit, successMessage }: ForgotPasswordFormProps) {
  const { serverError, done, submit } = useServerSubmit((values: ForgotPasswordOutput) =>
    onSubmit(values.email),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  if (done) return <FormDone slot="forgot-password-form">{successMessage ?? FORGOT_PASSWORD_SENT}</FormDone>;

  return (
    <form data-slot="forgot-password-form" noValidate className="grid gap-4" onSubmit={handleSubmit(submit)}>
      <Field label="E-mail" required description="The address of your account." error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      <ServerError slot="forgot-password-form" message={serverError} />
      <Button type="submit" loading={isSubmitting} loadingLabel="Sending the link">
        Send me a link
      </Button>
    </form>
  );
}
