export { cn } from './lib/cn';
export * from './button';
export * from './confirm-dialog';
