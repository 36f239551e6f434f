export { Skeleton, SkeletonCard } from './Skeleton';
export type { SkeletonProps, SkeletonCardProps, SkeletonVariant } from './Skeleton';
