import BrowserOnly from './browser-only.js';
import { DEFAULT_PLUGIN_ID } from './constants.js';
import ExecutionEnvironment from './execution-environment.js';
import Head from './head.js';
import Interpolate, { interpolate } from './interpolate.js';
import isInternalUrl, { hasProtocol } from './is-internal-url.js';
import Link from './link.js';
import { matchPath, Redirect, useHistory, useLocation } from './router.js';
import Translate, { translate } from './translate.js';
import useBaseUrl, { useBaseUrlUtils } from './use-base-url.js';
import useBrokenLinks from './use-broken-links.js';
import useDocusaurusContext from './use-docusaurus-context.js';
import useGlobalData, { useAllPluginInstancesData, usePluginData } from './use-global-data.js';
import useIsBrowser from './use-is-browser.js';
import useIsomorphicLayoutEffect from './use-isomorphic-layout-effect.js';

/**
 * The Docusaurus client modules Quire provides, by specifier, each as its
 * ES module namespace (`default` and the named exports): an MDX page or a
 * custom page importing `@docusaurus/Link` gets `docusaurusModules['@docusaurus/Link']`.
 * Every page's first script carries this map, so only the modules pages
 * commonly use are here, each small.
 */
export const docusaurusModules: Record<string, Record<string, unknown>> = {
  '@docusaurus/Link': { default: Link },
  '@docusaurus/router': { useLocation, useHistory, matchPath, Redirect },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/Interpolate': { default: Interpolate, interpolate },
  '@docusaurus/isInternalUrl': { default: isInternalUrl, hasProtocol },
  '@docusaurus/useGlobalData': { default: useGlobalData, useAllPluginInstancesData, usePluginData },
  '@docusaurus/useBrokenLinks': { default: useBrokenLinks },
  '@docusaurus/useIsomorphicLayoutEffect': { default: useIsomorphicLayoutEffect },
  '@docusaurus/constants': { DEFAULT_PLUGIN_ID },
};
