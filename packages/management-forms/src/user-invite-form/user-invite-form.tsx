// UserInviteForm: invites a person by e-mail into the company; they choose their password through the link.
import { userInviteSchema, type SystemUser, type UserInvite } from '@hangar/contracts';
import { Button, Field, FormActions, FormSection, Input } from '@hangar/ui';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useDataProvider, useResourceForm } from '../data';
import { GroupsLocked } from '../lib/groups-locked';
import { SecurityGroupChecklist } from '../lib/security-group-checklist';
import { FormDone, ServerError } from '../lib/server-submit';

export type UserInviteFormProps = {
  managementCompanyID: number;
  /** After the invitation went out, with the new user (`POST /InviteUser` answers them). */
  onInvited?: (user: SystemUser) => void;
  /** Shows Cancel. */
  onCancel?: () => void;
  /** Nothing to send (a viewer): the fields show, disabled. */
  readOnly?: boolean;
  /**
   * Whether the inviter may choose security groups (the server needs Security groups Edit, and refuses a
   * group granting a right the inviter lacks). Without it no group is offered, and why is said. Default true.
   */
  mayChangeGroups?: boolean;
};

const blank = (managementCompanyID: number): UserInvite => ({
  userName: '',
  email: '',
  firstName: '',
  lastName: '',
  managementCompanyID,
  securityGroupIDs: [],
});

/**
 * Invites a person into company `managementCompanyID` by e-mail: names, username, e-mail and security groups;
 * they choose their password through the link they receive. `onInvited` gets the new user and `readOnly`
 * shows the fields disabled. Needs a `ManagementProvider` above it.
 */
export function UserInviteForm({
  managementCompanyID,
  onInvited,
  onCancel,
  readOnly,
  mayChangeGroups = true,
}: UserInviteFormProps) {
  const provider = useDataProvider();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit, serverError, isSaving, ...state } = useResourceForm({
    schema: userInviteSchema,
    defaultValues: blank(managementCompanyID),
    onSubmit: (values) => provider.run('InviteUser', {}, values),
    onSaved: (user, values) => {
      setSentTo(values.email);
      onInvited?.(user);
    },
    readOnly,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  if (sentTo)
    return (
      <div data-slot="user-invite-form" data-state="sent" className="grid justify-items-start gap-4">
        <FormDone slot="user-invite-form">
          Invitation sent to <span className="font-medium">{sentTo}</span>. They choose their password through
          the link in it.
        </FormDone>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            form.reset(blank(managementCompanyID));
            setSentTo(null);
          }}
        >
          Invite someone else
        </Button>
      </div>
    );

  return (
    <form
      data-slot="user-invite-form"
      data-state={state.readOnly ? 'read-only' : 'editable'}
      data-dirty={state.isDirty}
      noValidate
      className="@container grid max-w-2xl gap-8"
      onSubmit={submit}
    >
      <FormSection
        title="Who"
        description="They receive an e-mail with a link to choose their password and confirm the address."
      >
        <Field label="First name" required error={errors.firstName?.message}>
          <Input autoComplete="off" {...register('firstName')} />
        </Field>
        <Field label="Last name" required error={errors.lastName?.message}>
          <Input autoComplete="off" {...register('lastName')} />
        </Field>
        <Field label="E-mail" required error={errors.email?.message}>
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field>
        <Field
          label="User name"
          required
          description="3 to 25 characters; they sign in with it."
          error={errors.userName?.message}
        >
          <Input autoComplete="off" autoCapitalize="none" spellCheck={false} {...register('userName')} />
        </Field>
      </FormSection>
      {mayChangeGroups ? (
        <Controller
          control={control}
          name="securityGroupIDs"
          render={({ field }) => (
            <SecurityGroupChecklist
              slot="user-invite-form-groups"
              managementCompanyID={managementCompanyID}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={field.disabled}
            />
          )}
        />
      ) : (
        <GroupsLocked slot="user-invite-form-groups-locked" />
      )}
      <ServerError slot="user-invite-form" message={serverError} />
      <FormActions
        pending={isSaving}
        readOnly={state.readOnly}
        onCancel={onCancel}
        onBack={onCancel}
        labels={{ save: 'Send invitation', saving: 'Sending…' }}
      />
    </form>
  );
}
