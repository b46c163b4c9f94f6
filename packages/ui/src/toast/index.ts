export { Toaster, toastVariants, type ToasterProps } from './toaster';
export {
  alerts,
  createToastStore,
  TOAST_LIFETIME_MS,
  ToastType,
  type ResultWithError,
  type Toast,
  type ToastInput,
  type ToastStore,
} from './toast-store';
export { useToasts } from './use-toasts';
