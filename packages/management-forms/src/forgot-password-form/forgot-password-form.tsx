// ForgotPasswordForm: asks for the e-mail address a password reset link goes to.
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@hangar/contracts';
import { Button, Field, Input } from '@hangar/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

/** The same words whether or not an account uses the address, so the form cannot tell addresses apart. */
export const FORGOT_PASSWORD_SENT = 'If an account uses that address, we have sent it a link to choose a new password.';

const forgotPasswordSchema = z.object({ email: emailSchema });
type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

export type ForgotPasswordFormProps = {
  /** Asks for the link (the address arrives trimmed and lower-cased); resolve with an error text to show it. */
  onSubmit: (email: string) => Promise<string | void>;
  /** Shown instead of the form once the request was sent; defaults to FORGOT_PASSWORD_SENT. */
  successMessage?: React.ReactNode;
};

export function ForgotPasswordForm({ onSubmit, successMessage }: ForgotPasswordFormProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  if (done) {
    return (
      <div data-slot="forgot-password-form-done" role="status" className="text-sm">
        {successMessage ?? FORGOT_PASSWORD_SENT}
      </div>
    );
  }

  return (
    <form
      data-slot="forgot-password-form"
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(async (values) => {
        setServerError(null);
        const problem = await onSubmit(values.email);
        if (problem) setServerError(problem);
        else setDone(true);
      })}
    >
      <Field label="E-mail" required description="The address of your account." error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register('email')} />
      </Field>
      {serverError && (
        <p data-slot="forgot-password-form-error" role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      )}
      <Button type="submit" loading={isSubmitting} loadingLabel="Sending the link">
        Send me a link
      </Button>
    </form>
  );
}
