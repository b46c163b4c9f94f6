// Where a user's group choices would be, for an editor the server would refuse them to: why they are not offered.
import { FormSection } from '@hangar/ui';

/**
 * Shown instead of the security group check boxes when the editor lacks Security groups Edit (the server
 * refuses any change of memberships without it). `name` is the user's, when editing one.
 */
export function GroupsLocked({ slot, name }: { slot: string; name?: string }) {
  return (
    <FormSection data-slot={slot} title="Security groups" columns={1}>
      <p className="text-sm text-muted-foreground">
        {name
          ? `Changing ${name}’s security groups needs the Security groups feature with Edit, which you do not have. Their effective access shows what they may do.`
          : 'Choosing security groups needs the Security groups feature with Edit, which you do not have. Someone who has it can add them to groups later.'}
      </p>
    </FormSection>
  );
}
