// Every management and system administration route group, registered in the accounts scope.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { companyRoutes } from './companies/company-routes';
import { publishingRoutes } from './companies/publishing-routes';
import { groupRoutes } from './security-groups/group-routes';
import { meRoutes } from './accounts/me-routes';
import { systemRoutes } from './system/system-routes';
import { jobRoutes } from './system/job-routes';
import { summaryRoutes } from './system/summary-routes';
import { selfTestRoutes } from './system/selftest-routes';
import { userRoutes } from './users/user-routes';
import { contactRoutes } from './contacts/contact-routes';
import { propertyRoutes } from './properties/property-routes';
import { rentalUnitRoutes } from './rental-units/unit-routes';
import { attachmentRoutes } from './attachments/attachment-routes';
import { listingRoutes } from './listings/listing-routes';
import { vendorRoutes } from './vendors/vendor-routes';
import { leaseRoutes } from './leases/lease-routes';
import { ledgerRoutes } from './ledger/ledger-routes';
import { reportRoutes } from './reports/report-routes';
import { ledgerDocumentRoutes } from './reports/document-routes';
import { workOrderRoutes } from './work-orders/work-order-routes';

export async function registerAdminRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await companyRoutes(app, ctx);
  await publishingRoutes(app, ctx);
  await userRoutes(app, ctx);
  await groupRoutes(app, ctx);
  await systemRoutes(app, ctx);
  await jobRoutes(app, ctx);
  await summaryRoutes(app, ctx);
  await selfTestRoutes(app, ctx);
  await meRoutes(app);
  await contactRoutes(app, ctx);
  await propertyRoutes(app, ctx);
  await rentalUnitRoutes(app, ctx);
  await leaseRoutes(app, ctx);
  await ledgerRoutes(app, ctx);
  await attachmentRoutes(app, ctx);
  await listingRoutes(app, ctx);
  await vendorRoutes(app, ctx);
  await reportRoutes(app, ctx);
  await ledgerDocumentRoutes(app, ctx);
  await workOrderRoutes(app, ctx);
}
