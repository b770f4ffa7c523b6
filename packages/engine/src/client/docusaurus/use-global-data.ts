import { DEFAULT_PLUGIN_ID } from './constants.js';

const empty: Record<string, unknown> = {};

/** Docusaurus's `@docusaurus/useGlobalData`: the plugins' global data. Quire has no plugins: it is empty. */
export default function useGlobalData(): Record<string, unknown> {
  return empty;
}

/** Docusaurus's `useAllPluginInstancesData`: with no plugins, there is none (Docusaurus throws too for a plugin it lacks). */
export function useAllPluginInstancesData(pluginName: string, options: { failfast?: boolean } = {}): Record<string, unknown> | undefined {
  if (options.failfast) throw new Error(`Quire: there is no global data of the Docusaurus plugin "${pluginName}"; Quire runs no Docusaurus plugins.`);
  return undefined;
}

/** Docusaurus's `usePluginData`: with no plugins, there is none (Docusaurus throws too for a plugin it lacks). */
export function usePluginData(pluginName: string, pluginId: string = DEFAULT_PLUGIN_ID, options: { failfast?: boolean } = {}): unknown {
  if (options.failfast) throw new Error(`Quire: there is no global data of the Docusaurus plugin "${pluginName}" (id "${pluginId}"); Quire runs no Docusaurus plugins.`);
  return undefined;
}
