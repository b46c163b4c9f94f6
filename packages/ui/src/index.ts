export { cn } from './lib/cn';
export * from './button';
export * from './confirm-dialog';
export * from './dialog';
export * from './dropdown-menu';
export * from './tooltip';
export * from './toast';
export * from './alert-message';
