import { useEffect, useLayoutEffect } from 'react';
import ExecutionEnvironment from './execution-environment.js';

/** Docusaurus's `@docusaurus/useIsomorphicLayoutEffect`: `useLayoutEffect` in the browser, `useEffect` (which never runs) on the server, without React's server warning. */
const useIsomorphicLayoutEffect = ExecutionEnvironment.canUseDOM ? useLayoutEffect : useEffect;

export default useIsomorphicLayoutEffect;
