// `/systemadmin/actions`: background work (heartbeats, jobs with Run now, recent runs) and, for holders of
// the Outbox feature, the e-mail outbox with Resend.
import { SystemFeature } from '@hangar/contracts';
import { BackgroundWork, Outbox } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { useManagementShell } from '../shell/management-context';
import { viewsSystem } from '../shell/nav-model';
import { useManagementTitle } from '../shell/page-title';
import { systemPageHandle } from './system-handles';

export const handle = systemPageHandle('Background work', SystemFeature.BackgroundWork);

export function Component() {
  const { me } = useManagementShell();
  useManagementTitle('Background work');
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Background work"
        description="The scheduled jobs, the API instances that run them, and the e-mail sent."
      />
      <BackgroundWork />
      {me && viewsSystem(me, SystemFeature.Outbox) && (
        <section aria-labelledby="actions-outbox" className="grid gap-3">
          <h2 id="actions-outbox" className="text-lg font-semibold">
            E-mail outbox
          </h2>
          <Outbox />
        </section>
      )}
    </div>
  );
}
