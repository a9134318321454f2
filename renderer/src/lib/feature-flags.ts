import { useSyncExternalStore } from 'react';

/** Feature flags kept in local storage, both off by default (000 §3). */
export const featureFlagNames = ['msTeamsV1', 'onboardingChecklist'] as const;
export type FeatureFlag = (typeof featureFlagNames)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

export const featureFlagsKey = 'kudos.featureFlags';
const listeners = new Set<() => void>();

/** Reads flags from their stored form; unknown names and non-boolean values are ignored. */
export function parseFeatureFlags(raw: string | null): FeatureFlags {
  const flags: FeatureFlags = { msTeamsV1: false, onboardingChecklist: false };
  if (!raw) return flags;
  try {
    const stored: unknown = JSON.parse(raw);
    if (stored && typeof stored === 'object') {
      for (const name of featureFlagNames) {
        const value = (stored as Record<string, unknown>)[name];
        if (typeof value === 'boolean') flags[name] = value;
      }
    }
  } catch {
    // A damaged value means defaults.
  }
  return flags;
}

let cachedRaw: string | null | undefined;
let cached: FeatureFlags = parseFeatureFlags(null);

function read(): FeatureFlags {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(featureFlagsKey);
  } catch {
    raw = null;
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseFeatureFlags(raw);
  }
  return cached;
}

export const getFeatureFlags = read;

export function setFeatureFlag(name: FeatureFlag, value: boolean): void {
  const next = { ...read(), [name]: value };
  try {
    window.localStorage.setItem(featureFlagsKey, JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === featureFlagsKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useFeatureFlags(): FeatureFlags {
  return useSyncExternalStore(subscribe, read, read);
}
