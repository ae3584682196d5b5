/** A feature's access for the signed-in user (spec 3 §3: none, read-only or write). */
export interface FeatureAccessLevel {
  read: boolean;
  write: boolean;
}

export type AccessMap = ReadonlyMap<number, FeatureAccessLevel>;

/** From GET /features: a feature the user has neither read nor write on is absent. */
export function accessFrom(features: readonly { featureId: number; readAccess: boolean; writeAccess: boolean }[]): AccessMap {
  const map = new Map<number, FeatureAccessLevel>();
  for (const feature of features) {
    if (feature.readAccess || feature.writeAccess)
      map.set(feature.featureId, { read: feature.readAccess || feature.writeAccess, write: feature.writeAccess });
  }
  return map;
}

export function canOpen(access: AccessMap, featureId: number): boolean {
  return access.get(featureId)?.read ?? false;
}

export function canWrite(access: AccessMap, featureId: number): boolean {
  return access.get(featureId)?.write ?? false;
}
