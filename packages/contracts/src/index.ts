// Public entry of @hangar/contracts: schemas, types, permission bits, feature ids and token error codes.
export * from './accounts';
export * from './admin';
export * from './envelope';
export * from './features';
export * from './input';
export * from './labelled-enum';
export * from './messages';
export * from './permissions';
export * from './phone';
export * from './resources';
export * from './session';
export * from './jobs';
export * from './ledger';
export * from './system-values';
export * from './site-prerender';
export * from './portal';
export * from './publishing';
export * from './weather';
export * from './website';
export * from './operations';
export * from './operation-table';
export * from './weather-params';
export * from './operation-routes';
export {
  PUBLIC_OPERATION_ROUTES,
  publicOperationRequest,
  routeRequest,
  type PublicOperationName,
} from './public-operation-routes';
