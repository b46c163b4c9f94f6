// Who a request is made by: the session's user, the administrator behind an impersonation, and their grants.
import type { Grant } from './grants';
import type { PortalLink } from './portal-link';

export type SessionUser = {
  id: number;
  userName: string;
  fileAs: string;
  managementCompanyId: number;
  isSystemAdmin: boolean;
};

export type AuthContext = {
  sessionId: number;
  user: SessionUser;
  /** The system administrator behind an impersonation session. */
  impersonator: { id: number; userName: string } | null;
  expiresAt: Date;
  /** The user's grants at the time of this request (see security/grants). */
  grants: Grant[];
  /** A portal user's link (they hold no management feature: every management route refuses them); else null. */
  portal: PortalLink | null;
};
