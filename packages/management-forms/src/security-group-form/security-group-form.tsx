// SecurityGroupForm: a security group's name, members and access grid, with one member's effective access beside it.
import {
  describeRights,
  type OperationBody,
  missingAccess,
  type EffectiveAccess,
  type SecurityAccesses,
  type SecurityGroup,
  type SystemUser,
} from '@hangar/contracts';
import { DelayedSpinner, Field, FormSection, Input, SimpleSelect, Textarea } from '@hangar/ui';
import { useId, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useSWRConfig } from 'swr';
import {
  itemKey,
  operationKey,
  useDataProvider,
  useOperation,
  useResourceList,
  useResourceMutations,
  type DataResult,
} from '../data';
import {
  featureSections,
  grantsFromGrid,
  groupLevels,
  withBit,
  type AccessGrid as Grid,
} from '../lib/access-rules';
import { AccessTable, AccessTableSkeleton } from '../lib/access-table';
import { CheckList } from '../lib/check-list';
import { LoadFailure, SavedNote } from '../lib/screen-states';
import { ResourceFormFrame } from '../lib/resource-form-frame';
import { useRecordEditor } from '../lib/use-record-editor';
import { AccessGrid } from './access-grid';
import { memberPreviewRows } from './effective-access';
import {
  groupFormSchema,
  groupSavePlan,
  groupValues,
  type GroupFormOutput,
  type GroupFormValues,
  type SavedGroup,
} from './security-group-rules';

export type SecurityGroupFormProps = {
  managementCompanyID: number;
  /** The group as read (`useResourceItem('securityGroup', id)`); absent for a new group. */
  group?: SecurityGroup;
  /** Offers the system features, for a system group on a system administrator's screen. */
  showSystemFeatures?: boolean;
  /**
   * A system group (new or read): saved through `/SystemSecurityGroup`, with the system features and
   * members from every company. `managementCompanyID` is then ignored.
   */
  system?: boolean;
  /** Shows the group without a way to change it (on top of the ManagementProvider's switch). */
  readOnly?: boolean;
  /** After a save (of the group and its grants), with the stored group. */
  onSaved?: (group: SecurityGroup) => void;
  /** Shows Cancel (Back when read-only). */
  onCancel?: () => void;
  /**
   * The signed-in editor's effective access. Given, a group granting a right the editor lacks offers no
   * change of its members (the server refuses one) and says why.
   */
  editor?: EffectiveAccess;
};

/**
 * A security group's page: its name, its members and what it may do (View, Add, Edit, Delete per feature),
 * with the effective access of one chosen member beside it; without `group` it makes a new one. `system`
 * edits a system group (the system features, members from every company). Needs a `ManagementProvider` above
 * it. It loads the group's grants, then shows the form; keyed by group, so another group starts afresh.
 */
export function SecurityGroupForm(props: SecurityGroupFormProps) {
  const { group } = props;
  const accesses = useOperation('SystemSecurityAccesses_get', group ? { id: group.id } : null);
  if (!group) return <GroupEditor key="new" {...props} initial={null} />;
  const current = accesses.data?.securityGroupID === group.id ? accesses.data : undefined;
  if (current)
    return (
      <GroupEditor
        key={group.id}
        {...props}
        initial={{ group, accesses: current, version: Math.max(group.version, current.version) }}
      />
    );
  if (accesses.error)
    return (
      <LoadFailure
        slot="security-group-form"
        message={accesses.error.message}
        onRetry={() => void accesses.mutate()}
      />
    );
  return (
    <DelayedSpinner data-slot="security-group-form-loading" loading label="Loading the group’s access…" />
  );
}

type EditorProps = SecurityGroupFormProps & { initial: SavedGroup | null };

function GroupEditor({
  managementCompanyID,
  initial,
  showSystemFeatures = false,
  system = false,
  readOnly,
  onSaved,
  onCancel,
  editor,
}: EditorProps) {
  const provider = useDataProvider();
  const { mutate } = useSWRConfig();
  const { create, update } = useResourceMutations('securityGroup');
  const level = initial?.group.level ?? (system ? 'system' : 'mgmtco');
  const sections = featureSections(groupLevels(level, showSystemFeatures || system));

  /** Creates or updates the group itself: a company group as a resource, a system group by its routes. */
  function saveGroup(id: number | null, body: Record<string, unknown>): Promise<DataResult<SecurityGroup>> {
    if (!system) return id === null ? create<SecurityGroup>(body) : update<SecurityGroup>(id, body);
    const { managementCompanyID: _company, ...rest } = body;
    return id === null
      ? provider.run('SystemSecurityGroup_create', {}, rest as OperationBody<'SystemSecurityGroup_create'>)
      : provider.run(
          'SystemSecurityGroup_update',
          { id },
          rest as OperationBody<'SystemSecurityGroup_update'>,
        );
  }
  // What is stored now: grown by each save and reload (a created group turns later saves into updates).
  const stored = useRef<SavedGroup | null>(initial);

  async function save(values: GroupFormOutput): Promise<DataResult<SavedGroup>> {
    const before = stored.current;
    const plan = groupSavePlan(values, {
      level,
      managementCompanyID,
      storedGrants: before?.accesses.accesses ?? [],
      exists: before !== null,
    });
    if (plan.problem) return { ok: false, message: plan.problem };
    const saved = await saveGroup(before ? before.group.id : null, plan.body);
    if (!saved.ok) return saved;
    const group = saved.data;
    let accesses: SecurityAccesses = {
      securityGroupID: group.id,
      accesses: before?.accesses.accesses ?? [],
      version: group.version,
    };
    stored.current = { group, accesses, version: group.version };
    if (plan.grantsChanged) {
      const put = await provider.run(
        'SystemSecurityAccesses_update',
        { id: group.id },
        {
          accesses: plan.grants,
          version: group.version,
        },
      );
      if (!put.ok) {
        // The group itself is saved: a second try must name its new version.
        form.setValue('version', group.version);
        return { ...put, message: `The group was saved, but not its access: ${put.message}` };
      }
      accesses = put.data;
      stored.current = {
        group: { ...group, version: put.data.version },
        accesses,
        version: put.data.version,
      };
      await mutate(operationKey('SystemSecurityAccesses_get', { id: group.id }), put.data, {
        revalidate: false,
      });
      void mutate(itemKey('securityGroup', group.id));
    }
    if (system) void mutate(operationKey('SystemSecurityGroups', {}));
    // Each member's effective access may have changed.
    for (const id of new Set([...(before?.group.memberIDs ?? []), ...group.memberIDs]))
      void mutate(operationKey('UserAccess', { id }));
    return { ok: true, data: stored.current };
  }

  async function reload(): Promise<DataResult<SavedGroup>> {
    const id = stored.current?.group.id;
    if (id === undefined) return { ok: false, message: 'This group is not saved yet' };
    const group = system
      ? await provider.run('SystemSecurityGroup_get', { id })
      : await provider.getOne<SecurityGroup>('securityGroup', id);
    if (!group.ok) return group;
    const accesses = await provider.run('SystemSecurityAccesses_get', { id });
    if (!accesses.ok) return accesses;
    stored.current = { group: group.data, accesses: accesses.data, version: group.data.version };
    return { ok: true, data: stored.current };
  }

  const recordEditor = useRecordEditor<SavedGroup, GroupFormValues, GroupFormOutput>(
    'securityGroup',
    initial ?? undefined,
    {
      schema: groupFormSchema,
      toValues: groupValues,
      emptyValues: () => groupValues(null),
      save,
      reload,
      nameOf: (saved) => `The group ${saved.group.name}`,
      onSaved: (saved) => onSaved?.(saved.group),
      readOnly,
    },
  );
  const { resourceForm, readOnly: ro } = recordEditor;
  const { form, savedAt } = resourceForm;
  const current = recordEditor.current ?? initial;
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const grid = (useWatch({ control, name: 'grid' }) ?? {}) as Grid;
  const memberIDs = useWatch({ control, name: 'memberIDs' }) ?? [];
  const users = useResourceList<SystemUser>(
    'user',
    system ? { sort: 'fileAs', pageSize: 100 } : { managementCompanyID, sort: 'fileAs', pageSize: 100 },
  );
  const accessHeadingId = useId();
  // Members join or leave only a group whose every right the editor holds too.
  const beyond =
    editor && current
      ? missingAccess(editor, {
          isSystemAdmin: false,
          companyId: current.group.level === 'system' ? null : current.group.managementCompanyID,
          grants: current.accesses.accesses,
        })
      : [];

  return (
    <ResourceFormFrame
      slot="security-group-form"
      editor={recordEditor}
      className="@container grid min-w-0 gap-8"
      onCancel={onCancel}
      footer={<SavedNote slot="security-group-form" savedAt={savedAt} />}
    >
      <FormSection title="Group" className="max-w-3xl">
        <Field label="Name" required error={errors.name?.message}>
          <Input autoComplete="off" {...register('name')} />
        </Field>
        <Field className="col-span-full" label="Description" error={errors.description?.message}>
          <Textarea rows={2} {...register('description')} />
        </Field>
      </FormSection>

      <Controller
        control={control}
        name="memberIDs"
        render={({ field }) => (
          <div className="max-w-3xl">
            <CheckList
              slot="security-group-form-members"
              legend="Members"
              description="Each member may do what any of their groups allows."
              items={users.data?.items.map((u) => ({
                id: u.id,
                label: u.fileAs,
                description: `${u.userName}${u.isDisabled ? ' · disabled' : ''}`,
              }))}
              loadError={users.error?.message}
              onRetry={() => void users.mutate()}
              emptyText={system ? 'There are no users yet.' : 'This company has no users yet.'}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={field.disabled || beyond.length > 0}
              scroll
            />
            {beyond.length > 0 && !ro && (
              <p data-slot="security-group-form-members-locked" role="status" className="mt-2 text-sm">
                This group grants rights you do not have ({describeRights(beyond.slice(0, 3))}
                {beyond.length > 3 ? `, and ${beyond.length - 3} more` : ''}), so you cannot change who
                belongs to it. You may still rename it and change the rights you hold.
              </p>
            )}
          </div>
        )}
      />

      <section
        data-slot="security-group-form-access"
        aria-labelledby={accessHeadingId}
        className="grid gap-4"
      >
        <div>
          <h2 id={accessHeadingId} className="text-base font-semibold">
            Access
          </h2>
          <p className="mt-1.5 text-sm text-muted-foreground">
            {system
              ? 'What members may do with each system feature, in every company.'
              : sections.length > 0
                ? 'What members may do with each feature, for all of the company’s properties and rental units.'
                : 'Only a system administrator sets the access of a system group.'}
          </p>
        </div>
        {sections.length > 0 && (
          <div className="grid gap-8 @4xl:grid-cols-[minmax(0,1fr)_20rem]">
            <AccessGrid
              caption="Access of this group"
              sections={sections}
              grid={grid}
              disabled={ro}
              onToggle={(featureId, bit, on) =>
                form.setValue('grid', withBit(grid, featureId, bit, on), { shouldDirty: true })
              }
            />
            <MemberPreview
              users={users.data?.items}
              memberIDs={memberIDs}
              saved={current}
              grid={grid}
              sections={sections}
            />
          </div>
        )}
      </section>
    </ResourceFormFrame>
  );
}

type PreviewProps = {
  users: readonly SystemUser[] | undefined;
  memberIDs: readonly number[];
  saved: SavedGroup | null;
  grid: Grid;
  sections: ReturnType<typeof featureSections>;
};

/** One member's effective access with the group as edited: the grid beside their other groups' grants. */
function MemberPreview({ users, memberIDs, saved, grid, sections }: PreviewProps) {
  const savedMembers = saved?.group.memberIDs ?? [];
  const [chosen, setChosen] = useState<number | null>(savedMembers[0] ?? null);
  // Members as ticked now, and the chosen one even once unticked (to show what they would lose).
  const options = (users ?? [])
    .filter((u) => memberIDs.includes(u.id) || u.id === chosen)
    .map((u) => ({ value: String(u.id), label: u.fileAs }));
  const member = users?.find((u) => u.id === chosen);
  const answer = useOperation('UserAccess', chosen === null ? null : { id: chosen });
  const userAccess = answer.data?.userID === chosen ? answer.data : undefined;
  const groupId = saved?.group.id;
  const rows =
    userAccess &&
    memberPreviewRows(
      {
        userAccess,
        savedGroupGrants: saved?.accesses.accesses ?? [],
        wasMember: chosen !== null && savedMembers.includes(chosen),
        hasOtherGroups: Boolean(member?.securityGroupIDs.some((id) => id !== groupId)),
        isMember: chosen !== null && memberIDs.includes(chosen),
        // The grid's group-wide masks and the scoped grants it keeps, as a save would send them.
        groupGrants: grantsFromGrid(grid, saved?.accesses.accesses ?? []),
      },
      sections.map((s) => s.level),
    );
  const marked = rows?.some((s) => s.rows.some((r) => r.some || r.uncertain));

  return (
    <aside
      data-slot="security-group-form-preview"
      className="grid content-start gap-3 self-start rounded-lg border p-4"
    >
      <Field
        label="Effective access of"
        description="What this member would be allowed to do once you save, with all their groups."
      >
        <SimpleSelect
          options={options}
          placeholder={options.length ? 'Choose a member' : 'No members yet'}
          disabled={options.length === 0}
          value={chosen === null ? '' : String(chosen)}
          onValueChange={(value) => setChosen(Number(value))}
        />
      </Field>
      {chosen !== null && !memberIDs.includes(chosen) && (
        <p className="text-sm text-muted-foreground">Not a member once you save: their other groups only.</p>
      )}
      {chosen === null ? null : answer.error && !userAccess ? (
        <LoadFailure
          slot="security-group-form-preview"
          message={answer.error.message}
          onRetry={() => void answer.mutate()}
        />
      ) : rows ? (
        <>
          <AccessTable
            data-slot="security-group-form-preview-table"
            caption={`Effective access of ${member?.fileAs ?? 'the member'}`}
            hideCaption
            sections={rows}
          />
          {marked && (
            <p className="text-xs text-muted-foreground">
              “some”: for some properties or rental units only. “?”: only if another of their groups grants
              it.
            </p>
          )}
        </>
      ) : (
        <AccessTableSkeleton />
      )}
    </aside>
  );
}
