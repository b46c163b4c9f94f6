// NewPasswordForm: choose a new password (typed twice) for a password reset or change.
import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from '@hangar/contracts';
import { Button, Field, PasswordInput } from '@hangar/ui';
import { useForm } from 'react-hook-form';
import { FormDone, ServerError, useServerSubmit } from '../lib/server-submit';
import { z } from 'zod';

export const PASSWORDS_DIFFER = 'The passwords do not match';

const newPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
type NewPasswordValues = z.infer<typeof newPasswordFormSchema>;

export type NewPasswordFormProps = {
  /** Sends the new password; resolve with an error text to show it, or nothing on success. */
  onSubmit: (newPassword: string) => Promise<string | void>;
  /** The account the password is for; offered to password managers so they store it under the right name. */
  userName?: string;
  /** Shown instead of the form once the new password was accepted. */
  successMessage?: React.ReactNode;
  submitLabel?: string;
};

/**
 * Choose a new password, typed twice, on the reset-password page or for a password change: it checks the
 * product's password rules and that both match, then calls `onSubmit` with it. Pass `userName` so password
 * managers store it under the right account; resolve `onSubmit` with an error text to show it.
 */
export function NewPasswordForm({
  onSubmit,
  userName,
  successMessage,
  submitLabel = 'Change password',
}: NewPasswordFormProps) {
  const { serverError, done, submit } = useServerSubmit((values: NewPasswordValues) =>
    onSubmit(values.newPassword),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  if (done)
    return <FormDone slot="new-password-form">{successMessage ?? 'Your password is changed.'}</FormDone>;

  return (
    <form data-slot="new-password-form" noValidate className="grid gap-4" onSubmit={handleSubmit(submit)}>
      {userName !== undefined && (
        <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
      )}
      <Field
        label="New password"
        required
        description="At least 12 characters; not a common password."
        error={errors.newPassword?.message}
      >
        <PasswordInput autoComplete="new-password" {...register('newPassword')} />
      </Field>
      <Field label="Confirm new password" required error={errors.confirmPassword?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <ServerError slot="new-password-form" message={serverError} />
      <Button type="submit" loading={isSubmitting} loadingLabel="Saving the new password">
        {submitLabel}
      </Button>
    </form>
  );
}
