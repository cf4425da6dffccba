import { createContext, useContext, type ReactNode } from 'react';
import { getRuntimeConfig, type FeatureName, type RuntimeConfig } from './runtime-config';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Provides the runtime configuration to a tree (the host, a remote mounted alone, a test). */
export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

/** The configuration of the nearest provider, else the one in force (getRuntimeConfig). */
export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext) ?? getRuntimeConfig();
}

/** Whether a feature switch is on. */
export function useFeature(name: FeatureName): boolean {
  return useRuntimeConfig().features[name];
}
