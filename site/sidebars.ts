import type { SidebarsConfig } from '@quire/engine';

/**
 * The docs sidebar of the Redux Toolkit site, in reading order.
 * Strings are doc ids (folder + file name); categories group them.
 */
const sidebars: SidebarsConfig = {
  docs: [
    { type: 'category', label: 'Introduction', collapsed: false, items: ['introduction/getting-started'] },
    { type: 'category', label: 'Tutorials', collapsed: false, items: ['tutorials/overview', 'tutorials/quick-start'] },
    { type: 'category', label: 'Using Redux Toolkit', collapsed: false, items: ['usage/usage-guide'] },
    { type: 'category', label: 'API Reference', collapsed: false, items: ['api/configureStore', 'api/createSlice'] },
  ],
};

export default sidebars;
