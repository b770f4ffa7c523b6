import type { SidebarsConfig } from '@quire/engine';

/**
 * The docs sidebar of the Redux Toolkit site, in reading order.
 * Strings are doc ids (folder + file name); categories group them.
 * Previous/next links follow this order, so it is the order a newcomer reads in.
 */
const sidebars: SidebarsConfig = {
  docs: [
    { type: 'category', label: 'Introduction', collapsed: false, items: ['introduction/getting-started'] },
    {
      type: 'category',
      label: 'Tutorials',
      collapsed: false,
      items: ['tutorials/overview', 'tutorials/quick-start', 'tutorials/typescript', 'tutorials/rtk-query'],
    },
    {
      type: 'category',
      label: 'Using Redux Toolkit',
      collapsed: false,
      items: [
        'usage/usage-guide',
        'usage/migrating-rtk-2',
        'usage/usage-with-typescript',
        'usage/immer-reducers',
        {
          type: 'category',
          label: 'RTK Query',
          collapsed: true,
          items: [
            'usage/rtk-query/queries',
            'usage/rtk-query/mutations',
            'usage/rtk-query/cached-data',
            'usage/rtk-query/error-handling',
            'usage/rtk-query/conditional-fetching',
            'usage/rtk-query/pagination',
            'usage/rtk-query/infinite-queries',
            'usage/rtk-query/prefetching',
            'usage/rtk-query/polling',
            'usage/rtk-query/streaming-updates',
            'usage/rtk-query/optimistic-updates',
            'usage/rtk-query/code-splitting',
            'usage/rtk-query/code-generation',
            'usage/rtk-query/customizing-create-api',
            'usage/rtk-query/examples',
          ],
        },
      ],
    },
    {
      type: 'category',
      label: 'API Reference',
      collapsed: false,
      items: [
        {
          type: 'category',
          label: 'Store Setup',
          collapsed: false,
          items: [
            'api/configureStore',
            'api/getDefaultMiddleware',
            'api/immutabilityMiddleware',
            'api/serializabilityMiddleware',
            'api/getDefaultEnhancers',
            'api/autoBatchEnhancer',
            'api/createListenerMiddleware',
            'api/createDynamicMiddleware',
          ],
        },
        {
          type: 'category',
          label: 'Reducers and Actions',
          collapsed: false,
          items: ['api/createReducer', 'api/createAction', 'api/createSlice', 'api/combineSlices', 'api/createAsyncThunk', 'api/createEntityAdapter'],
        },
        {
          type: 'category',
          label: 'Other',
          collapsed: false,
          items: ['api/createSelector', 'api/matching-utilities', 'api/other-exports'],
        },
        {
          type: 'category',
          label: 'RTK Query',
          collapsed: true,
          items: [
            'api/rtk-query/createApi',
            'api/rtk-query/fetchBaseQuery',
            'api/rtk-query/ApiProvider',
            'api/rtk-query/setupListeners',
            {
              type: 'category',
              label: 'Generated API Slices',
              collapsed: true,
              items: [
                'api/rtk-query/created-api/overview',
                'api/rtk-query/created-api/redux-integration',
                'api/rtk-query/created-api/endpoints',
                'api/rtk-query/created-api/code-splitting',
                'api/rtk-query/created-api/cache-management',
                'api/rtk-query/created-api/hooks',
              ],
            },
          ],
        },
      ],
    },
  ],
};

export default sidebars;
