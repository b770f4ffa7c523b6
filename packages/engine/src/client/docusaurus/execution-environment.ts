const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/**
 * Docusaurus's `@docusaurus/ExecutionEnvironment`: what the code runs in.
 * All false on the server, where Quire renders pages in Node.
 */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

export default ExecutionEnvironment;
