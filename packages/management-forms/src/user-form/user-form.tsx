// UserForm: edits a company user: names, e-mail, security groups, status, password reset, effective access.
import { systemUserUpdateSchema, type EffectiveAccess, type SystemUser } from '@hangar/contracts';
import {
  Button,
  Field,
  FormSection,
  Input,
  Label,
  RadioGroup,
  RadioGroupItem,
  ResultCode,
  SimpleSelect,
  useConfirm,
  ErrorText,
} from '@hangar/ui';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useDataProvider, useOperation } from '../data';
import { CheckList } from '../lib/check-list';
import { GroupsLocked } from '../lib/groups-locked';
import { SecurityGroupChecklist } from '../lib/security-group-checklist';
import { SavedNote } from '../lib/screen-states';
import { ResourceFormFrame } from '../lib/resource-form-frame';
import { useRecordEditor, type SavedInfo } from '../lib/use-record-editor';
import { EffectiveAccessPanel } from './effective-access-panel';
import { beyondEditorMessage, emailChanged, rightsBeyondEditor, userValues } from './user-form-rules';

export type UserFormProps = {
  /** The user as read (`useResourceItem('user', id)`); the form resets when another user is passed. */
  user: SystemUser;
  /** Shows the user without a way to change them (on top of the ManagementProvider's switch). */
  readOnly?: boolean;
  /** After a save, with the stored user. */
  onSaved?: (user: SystemUser) => void;
  /** Shows Cancel (Back when read-only). */
  onCancel?: () => void;
  /**
   * System administration: the companies the user may be moved to, and the system groups to give them
   * (`GET /SystemSecurityGroups`). Without it the company is fixed and only its groups show.
   */
  companies?: readonly { id: number; name: string }[];
  /**
   * Whether the editor may change the user's security groups (the server needs Security groups Edit, system
   * Security groups for system groups). Without it the groups are not offered, and why is said. Default true.
   */
  mayChangeGroups?: boolean;
  /**
   * The signed-in editor's effective access. Given, the form compares it with the user's, as the server does
   * before any change: for a user holding a right the editor lacks it says so and stays read-only.
   */
  editor?: EffectiveAccess;
  /** The note after a save (default "{name} is saved."); null says nothing. */
  savedMessage?: (user: SystemUser, info: SavedInfo) => string | null;
};

/**
 * Edits a company user: names, e-mail, security groups, status, a password reset link and the user's
 * effective access. With `companies` (system administration) the user can also move to another company and be
 * given system groups. Needs a `ManagementProvider` above it. Keyed by user, so passing another user starts a
 * fresh form.
 */
export function UserForm(props: UserFormProps) {
  return <UserEditor key={props.user.id} {...props} />;
}

function UserEditor({
  user,
  readOnly,
  onSaved,
  onCancel,
  companies,
  mayChangeGroups = true,
  editor: editorAccess,
  savedMessage,
}: UserFormProps) {
  const confirm = useConfirm();
  // The same call as the effective access panel's (one request): what the user holds, to compare.
  const access = useOperation('UserAccess', editorAccess ? { id: user.id } : null);
  const beyond = rightsBeyondEditor(editorAccess, user, access.data);
  const editor = useRecordEditor('user', user, {
    schema: systemUserUpdateSchema,
    toValues: userValues,
    emptyValues: () => userValues(user),
    nameOf: (u) => u.fileAs || u.userName,
    savedMessage,
    onSaved: (stored) => onSaved?.(stored),
    readOnly: readOnly || beyond.length > 0,
  });
  const { resourceForm, readOnly: ro } = editor;
  const { form, savedAt } = resourceForm;
  const saved = editor.current ?? user;
  const name = `${saved.firstName} ${saved.lastName}`.trim() || saved.userName;
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const typedEmail = useWatch({ control, name: 'email' });
  const statusId = useId();
  const companyId = useWatch({ control, name: 'managementCompanyID' }) ?? saved.managementCompanyID;
  const systemGroups = useOperation('SystemSecurityGroups', companies ? {} : null);

  /** Another company: its groups replace the old company's, so only the system groups stay ticked. */
  function moveTo(id: number, set: (value: number) => void) {
    const system = new Set(systemGroups.data?.map((g) => g.id));
    const kept = (form.getValues('securityGroupIDs') ?? []).filter((g) => system.has(g));
    form.setValue('securityGroupIDs', kept, { shouldDirty: true });
    set(id);
  }

  async function changeStatus(disable: boolean, set: (value: boolean) => void) {
    // Disabling ends every session of theirs when saved: ask first. Enabling needs no question.
    if (disable && !saved.isDisabled) {
      const answer = await confirm({
        title: `Disable ${name}?`,
        message:
          '<p>Once you save, they are signed out everywhere at once and cannot sign in until they are enabled again.</p>',
        buttons: ['Yes', 'No'],
        destructive: true,
      });
      if (answer !== ResultCode.Yes) return;
    }
    set(disable);
  }

  return (
    <div data-slot="user-form" className="@container">
      <div className="grid gap-8 @4xl:grid-cols-[minmax(0,1fr)_22rem]">
        <ResourceFormFrame
          slot="user-form-form"
          errorSlot="user-form"
          editor={editor}
          className="grid min-w-0 content-start gap-8"
          onCancel={onCancel}
          footer={<SavedNote slot="user-form" savedAt={savedAt} />}
        >
          {beyond.length > 0 && (
            <p
              data-slot="user-form-beyond-reach"
              role="status"
              className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm"
            >
              {beyondEditorMessage(name, beyond)}
            </p>
          )}
          <FormSection
            title="Name and e-mail"
            description={
              <>
                User name: <span className="font-medium text-foreground">{saved.userName}</span>
              </>
            }
          >
            <Field label="First name" required error={errors.firstName?.message}>
              <Input autoComplete="off" {...register('firstName')} />
            </Field>
            <Field label="Last name" required error={errors.lastName?.message}>
              <Input autoComplete="off" {...register('lastName')} />
            </Field>
            <Field
              className="col-span-full"
              label="E-mail"
              required
              description={
                <>
                  Changing it sends a confirmation link to the new address; {name} cannot sign in until it is
                  confirmed.
                  {!saved.emailConfirmed && ' The current address is not confirmed yet.'}
                </>
              }
              error={errors.email?.message}
            >
              <Input type="email" autoComplete="off" {...register('email')} />
            </Field>
            {!ro && emailChanged(saved.email, typedEmail) && (
              <p
                data-slot="user-form-email-note"
                role="status"
                className="col-span-full rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm"
              >
                When you save, a confirmation goes to {typedEmail?.trim() || 'the new address'}.
              </p>
            )}
            {companies && (
              <Controller
                control={control}
                name="managementCompanyID"
                render={({ field }) => (
                  <Field
                    className="col-span-full"
                    label="Company"
                    description="Moving them to another company takes them out of the old company’s groups."
                  >
                    <SimpleSelect
                      options={companies.map((c) => ({ value: String(c.id), label: c.name }))}
                      value={String(field.value)}
                      onValueChange={(value) => moveTo(Number(value), field.onChange)}
                      disabled={field.disabled}
                    />
                  </Field>
                )}
              />
            )}
          </FormSection>

          {!mayChangeGroups && <GroupsLocked slot="user-form-groups-locked" name={name} />}
          {mayChangeGroups && (
            <Controller
              control={control}
              name="securityGroupIDs"
              render={({ field }) => (
                <SecurityGroupChecklist
                  key={companyId}
                  slot="user-form-groups"
                  managementCompanyID={companyId}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={field.disabled}
                />
              )}
            />
          )}

          {companies && mayChangeGroups && (
            <Controller
              control={control}
              name="securityGroupIDs"
              render={({ field }) => (
                <CheckList
                  slot="user-form-system-groups"
                  legend="System security groups"
                  description="System features in every company, for members of these groups."
                  items={systemGroups.data?.map((g) => ({
                    id: g.id,
                    label: g.name,
                    description: g.description || undefined,
                  }))}
                  loadError={systemGroups.error?.message}
                  onRetry={() => void systemGroups.mutate()}
                  emptyText="There are no system groups yet."
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={field.disabled}
                />
              )}
            />
          )}

          <Controller
            control={control}
            name="isDisabled"
            render={({ field }) => (
              <FormSection data-slot="user-form-status" title="Status" columns={1}>
                <RadioGroup
                  aria-label="Status"
                  value={field.value ? 'disabled' : 'active'}
                  onValueChange={(v) => void changeStatus(v === 'disabled', field.onChange)}
                  disabled={field.disabled}
                  className="flex flex-wrap gap-6"
                >
                  <div className="flex items-center gap-2">
                    <RadioGroupItem id={`${statusId}-active`} value="active" />
                    <Label htmlFor={`${statusId}-active`}>Active</Label>
                  </div>
                  <div className="flex items-center gap-2">
                    <RadioGroupItem id={`${statusId}-disabled`} value="disabled" />
                    <Label htmlFor={`${statusId}-disabled`}>Disabled</Label>
                  </div>
                </RadioGroup>
              </FormSection>
            )}
          />

          {!ro && <PasswordReset email={saved.email} disabled={saved.isDisabled} />}
        </ResourceFormFrame>
        <EffectiveAccessPanel userID={user.id} name={name} />
      </div>
    </div>
  );
}

/** Sends the stored address a reset link; the answer is the same whether or not mail goes out. */
function PasswordReset({ email, disabled }: { email: string; disabled: boolean }) {
  const provider = useDataProvider();
  const [state, setState] = useState<{ sending: boolean; sent: string | null; error: string | null }>({
    sending: false,
    sent: null,
    error: null,
  });
  const descriptionId = useId();

  async function send() {
    setState({ sending: true, sent: null, error: null });
    const result = await provider.run('sendforgottenpasswordemail', { email });
    setState({ sending: false, sent: result.ok ? email : null, error: result.ok ? null : result.message });
  }

  return (
    <FormSection data-slot="user-form-password" title="Password" columns={1}>
      <p id={descriptionId} className="text-sm text-muted-foreground">
        {disabled
          ? 'A disabled user cannot reset their password.'
          : 'They receive a link to choose a new password; the old one works until they do.'}
      </p>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-describedby={descriptionId}
        disabled={disabled}
        loading={state.sending}
        loadingLabel="Sending"
        onClick={() => void send()}
      >
        Send password reset link
      </Button>
      <p data-slot="user-form-password-status" role="status" className="text-sm empty:hidden">
        {state.sent ? `A password reset link was sent to ${state.sent}.` : ''}
      </p>
      <ErrorText>{state.error}</ErrorText>
    </FormSection>
  );
}
