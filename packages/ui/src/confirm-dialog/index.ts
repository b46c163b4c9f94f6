export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions } from './confirm-dialog';
export { ConfirmProvider } from './confirm-provider';
export { ResultCode, defaultButtonFor, type ConfirmButton } from './confirm-rules';
export { useConfirm, type ConfirmFunction } from './use-confirm';
