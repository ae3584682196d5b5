import { useMemo } from 'react';
import { accessFrom, type AccessMap } from '../lib/permissions/access';
import { useFeatures } from './mirror-queries';

/** The signed-in user's feature access from the mirrored GET /features; undefined while reading. */
export function useAccess(): AccessMap | undefined {
  const features = useFeatures();
  return useMemo(() => (features ? accessFrom(features) : undefined), [features]);
}
