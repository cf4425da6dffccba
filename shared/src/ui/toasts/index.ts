export { Toaster, TOAST_DURATION_MS, type ToasterProps } from './Toaster';
