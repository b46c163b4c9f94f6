// Where a file of the API opens: its path under `/api` moved under the site's one API base (`VITE_API_BASE`).
import { resolveApiPath } from '../../api/client';
import { apiBase } from '../../config';

/** `/api/PaymentReceipt/7` → `${apiBase}/PaymentReceipt/7`: a receipt, a statement, a report's CSV. */
export const apiFileHref = (path: string): string => resolveApiPath(path, apiBase);
