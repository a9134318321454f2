/**
 * License plans. A feature missing from a tenant's plan is not browsable; the member is offered
 * `upgradeLicense` on the app instead (000 §2, "Recognize someone" and left navigation).
 */
export const planFeatures = [
  'recognition',
  'culture',
  'resourceHub',
  'awards',
  'celebrations',
  'rewards',
] as const;
export type PlanFeature = (typeof planFeatures)[number];

export const plans = {
  enterprise: { features: planFeatures },
  growth: { features: ['recognition', 'awards', 'celebrations', 'rewards'] },
} as const satisfies Record<string, { features: readonly PlanFeature[] }>;
export type PlanName = keyof typeof plans;
export const planNames = Object.keys(plans) as [PlanName, ...PlanName[]];
