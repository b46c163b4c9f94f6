export * from './data-provider';
export { listKey, itemKey, operationKey, isOperationKeyOf, isCallKey, normalizeQuery, paramsIfValid } from './keys';
export {
  ManagementProvider,
  useDataProvider,
  useManagementReadOnly,
  type ManagementProviderProps,
} from './management-provider';
export {
  useResourceList,
  useResourceItem,
  useResourceMutations,
  useOperation,
  useMutation,
  type ResourceQuery,
  type ResourceMutations,
} from './use-resource';
export {
  EditorHost,
  useEditorHost,
  useLeaveGuard,
  type EditorHostProps,
  type EditorHostValue,
  type LeaveGuardHook,
} from './editor-host';
export {
  useResourceForm,
  splitFieldErrors,
  formLevelMessage,
  CONFLICT_TITLE,
  CONFLICT_LABELS,
  CONFLICT_MESSAGE,
  type UseResourceFormOptions,
  type UseResourceFormReturn,
} from './use-resource-form';
