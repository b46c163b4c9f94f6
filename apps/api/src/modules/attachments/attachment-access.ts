// What every attachment route shares: its answers, the rights on an owner, and who may read a file.
import {
  attachmentListSchema,
  attachmentSchema,
  failureSchema,
  idParamSchema,
  okSchema,
  uploadRefusalSchema,
  type AttachmentOwnerKind,
  Access,
} from '@hangar/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failures } from '../../http/failures';
import { authorize, type OwnerChain } from '../../security/authorize';
import { notFound } from '../../http/http-error';
import { portalScope, portalWorkOrder } from '../../security/portal-scope';
import { isPublic, rightsOf, type AttachmentRow } from './attachment-repository';

export const tags = ['Attachments'];

/** An upload's failure names the file and the reason besides the message. */
export const uploadFailure = failureSchema.extend(uploadRefusalSchema.partial().shape);
export const uploadFailures = { ...failures, 400: uploadFailure, 413: uploadFailure, 415: uploadFailure };

export const attachmentAnswer = okSchema(attachmentSchema);
export const listAnswer = okSchema(attachmentListSchema);
export const unitParams = z.strictObject({ unitId: idParamSchema });

/** An audited attachment's company, and who may see the change: those who may view its owner. */
export const recordOf = (auth: { chain: OwnerChain }, ownerKind: AttachmentOwnerKind) => ({
  managementCompanyId: auth.chain.companyId,
  visibility: {
    featureId: rightsOf(ownerKind, 0).feature,
    propertyId: auth.chain.propertyId,
    unitId: auth.chain.unitId,
  },
});

/** Checks a right on an owner: `authorize` with the owner kind's feature. */
export const allowed = (
  request: FastifyRequest,
  ownerKind: AttachmentOwnerKind,
  ownerId: number,
  access: number,
) => {
  const { owner, feature } = rightsOf(ownerKind, ownerId);
  return authorize(request, { feature, access, owner });
};

/**
 * May this request read the row's files and metadata? Anyone for a public image; a portal user the photos of
 * the work orders their portal shows; otherwise a user who may view the owner (anyone else: 404, as for a file
 * that does not exist).
 */
export async function readable(request: FastifyRequest, row: AttachmentRow): Promise<{ isPublic: boolean }> {
  if (await isPublic(request.db, row)) return { isPublic: true };
  if (!request.auth) throw notFound();
  if (request.auth.portal) {
    if (row.ownerKind !== 'work-order' || row.kind !== 'image') throw notFound();
    await portalWorkOrder(request, portalScope(request), row.ownerId);
    return { isPublic: false };
  }
  await allowed(request, row.ownerKind, row.ownerId, Access.View);
  return { isPublic: false };
}
