export { VisuallyHidden } from './VisuallyHidden';
export { Spinner, type SpinnerProps } from './Spinner';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { Alert, ErrorMessage, type AlertProps, type AlertKind, type ErrorMessageProps } from './Alert';
export { EmptyState, type EmptyStateProps } from './EmptyState';
