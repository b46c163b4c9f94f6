// NewPersonDialog: a new individual contact made from the lease's party picker, without leaving the lease.
import type { Contact } from '@hangar/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  Field,
  Input,
  ErrorText,
} from '@hangar/ui';
import { PhoneField } from '../lib/form-fields';
import { useResourceForm, useResourceMutations } from '../data';
import { EMPTY_PERSON, newPersonBody, newPersonField, newPersonSchema } from './new-person-rules';

export type NewPersonDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  managementCompanyID: number;
  /** The saved contact, to add to the lease. */
  onCreated: (contact: Contact) => void;
};

/**
 * First and last name, e-mail and phone: saved as a contact of the company (the contact's own page has the
 * rest), then handed to `onCreated`. A refusal stays in the dialog with what was typed.
 */
export function NewPersonDialog({
  open,
  onOpenChange,
  managementCompanyID,
  onCreated,
}: NewPersonDialogProps) {
  const { create } = useResourceMutations('contact');
  const { form, submit, serverError, isSaving } = useResourceForm({
    schema: newPersonSchema,
    defaultValues: EMPTY_PERSON,
    onSubmit: async (person) => {
      const result = await create<Contact>(newPersonBody(person, managementCompanyID));
      if (result.ok || !result.fieldErrors) return result;
      const fieldErrors = Object.fromEntries(
        Object.entries(result.fieldErrors).map(([path, message]) => [newPersonField(path) ?? path, message]),
      );
      return { ...result, fieldErrors };
    },
    onSaved: (contact) => {
      form.reset(EMPTY_PERSON);
      onCreated(contact);
      onOpenChange(false);
    },
  });
  const { errors } = form.formState;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="new-person-dialog">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>New person</DialogTitle>
            <DialogDescription>
              Saved as a contact of the company and added to the lease. Add the rest on the contact’s page.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="First name" error={errors.firstName?.message}>
              <Input autoComplete="off" {...form.register('firstName')} />
            </Field>
            <Field label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="off" {...form.register('lastName')} />
            </Field>
            <Field label="E-mail" error={errors.email?.message}>
              <Input type="email" autoComplete="off" {...form.register('email')} />
            </Field>
            <PhoneField control={form.control} name="phone" label="Phone" error={errors.phone?.message} />
          </div>
          <ErrorText>{serverError}</ErrorText>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSaving}>
              {isSaving ? 'Saving…' : 'Save and add'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
