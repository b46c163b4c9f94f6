// `/systemadmin/errorlog` (ErrorLogList) and `/systemadmin/errorlog/{id}` (ErrorLogEntryView): the error
// log and one entry; deleting needs the error log's Delete.
import { Access, hasAccess, SystemFeature } from '@hangar/contracts';
import { ErrorLogEntryView, ErrorLogList } from '@hangar/management-forms';
import { PageHeader } from '@hangar/ui';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useManagementShell } from '../shell/management-context';
import { recordId } from '../shell/page-states';
import { useManagementTitle } from '../shell/page-title';
import { routerLink } from '../shell/router-link';
import type { ManagementHandle } from '../shell/route-handle';
import { systemPageHandle } from './system-handles';

export const ERROR_LOG_PATH = '/systemadmin/errorlog';

/** The area route: its crumb and the error log's View for every page under it. */
export const errorLogArea = { handle: systemPageHandle('Error log', SystemFeature.ErrorLog) };

export const errorLogList = {
  Component: function ErrorLogPage() {
    const { access } = useManagementShell();
    useManagementTitle('Error log');
    return (
      <div className="grid gap-6">
        <PageHeader
          title="Error log"
          description="Errors the server and visitors’ browsers met, newest first."
        />
        <ErrorLogList
          getEntryHref={(e) => `${ERROR_LOG_PATH}/${e.id}`}
          renderLink={routerLink}
          canDelete={hasAccess(access, Access.Delete)}
        />
      </div>
    );
  },
};

export const errorLogEntry = {
  handle: { crumb: ({ params }) => `Error ${params.entryId ?? ''}` } satisfies ManagementHandle,
  Component: function ErrorLogEntryPage() {
    const { access } = useManagementShell();
    const navigate = useNavigate();
    const id = recordId(useParams().entryId);
    useManagementTitle(id ? `Error ${id}` : 'Error log');
    if (id === null) return <Navigate to={ERROR_LOG_PATH} replace />;
    return (
      <div className="grid gap-6">
        <PageHeader title={`Error ${id}`} />
        <ErrorLogEntryView
          key={id}
          id={id}
          canDelete={hasAccess(access, Access.Delete)}
          onDeleted={() => navigate(ERROR_LOG_PATH)}
        />
      </div>
    );
  },
};
