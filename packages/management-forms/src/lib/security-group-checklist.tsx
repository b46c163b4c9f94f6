// The company's security groups as check boxes: the groups a user belongs to (user and invite forms).
import type { SecurityGroup } from '@hangar/contracts';
import { useResourceList } from '../data';
import { CheckList } from './check-list';

export type SecurityGroupChecklistProps = {
  managementCompanyID: number;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
  slot: string;
};

export function SecurityGroupChecklist({ managementCompanyID, ...props }: SecurityGroupChecklistProps) {
  const { data, error, mutate } = useResourceList<SecurityGroup>('securityGroup', {
    managementCompanyID,
    sort: 'name',
    pageSize: 100,
  });
  return (
    <CheckList
      legend="Security groups"
      description="What a user may do is everything their groups allow."
      items={data?.items.map((g) => ({ id: g.id, label: g.name, description: g.description || undefined }))}
      loadError={error?.message}
      onRetry={() => void mutate()}
      emptyText="This company has no security groups yet."
      {...props}
    />
  );
}
