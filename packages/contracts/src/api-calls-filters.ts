import { defineCall } from './api-call.ts';
import { noContentSchema } from './common.ts';
import { filterQuerySchema } from './filter-query.ts';
import {
  bestPropertiesResponseSchema,
  bestPropertyQuerySchema,
  currentDateResponseSchema,
  datasetAccuracyResponseSchema,
  datasetParamsSchema,
  datasetQuerySchema,
  essentialsSitesResponseSchema,
  filterNameParamsSchema,
  filterValuesQuerySchema,
  filterValuesResponseSchema,
  updateLastContentMonitorQuerySchema,
  viewFilterResponseSchema,
} from './filters.ts';

const filterValues = {
  params: filterNameParamsSchema,
  query: filterValuesQuerySchema,
  status: 200,
  response: filterValuesResponseSchema,
} as const;

const datasetAccuracy = {
  params: datasetParamsSchema,
  query: datasetQuerySchema,
  status: 200,
  response: datasetAccuracyResponseSchema,
} as const;

/** Filter options, per-dataset accuracy rows and the view settings. */
export const FILTER_CALLS = {
  getFilterValues: defineCall({
    id: 'getFilterValues',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/filter/:filterName',
    ...filterValues,
    description: 'Options of one filter under the other selected filters',
  }),
  getSummaryReportFilterValues: defineCall({
    id: 'getSummaryReportFilterValues',
    method: 'GET',
    tokenAccess: 'read',
    path: '/summary-report/filter/:filterName',
    ...filterValues,
    description: 'Options of one filter, in summary report mode',
  }),
  getViewFilter: defineCall({
    id: 'getViewFilter',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/data/filter/view',
    query: filterQuerySchema,
    status: 200,
    response: viewFilterResponseSchema,
    description: 'Views the user may open, with their presentation settings',
  }),
  getDatasetAccuracy: defineCall({
    id: 'getDatasetAccuracy',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/data/filter/:dataset',
    ...datasetAccuracy,
    description:
      'Accuracy rows of one dataset; hotel-chain mode also asks for property and brand with ' +
      'characteristic={id}',
  }),
  getSummaryReportDatasetAccuracy: defineCall({
    id: 'getSummaryReportDatasetAccuracy',
    method: 'GET',
    tokenAccess: 'read',
    path: '/summary_report/data/filter/:dataset',
    ...datasetAccuracy,
    description: 'Accuracy rows of one dataset, in summary report mode',
  }),
  getEssentialsSites: defineCall({
    id: 'getEssentialsSites',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/data/filter/essentials_sites',
    query: filterQuerySchema,
    status: 200,
    response: essentialsSitesResponseSchema,
    description: 'Sites of the ESSENTIALS group for the selected view',
  }),
  getBestProperties: defineCall({
    id: 'getBestProperties',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/data/filter/best_property',
    query: bestPropertyQuerySchema,
    status: 200,
    response: bestPropertiesResponseSchema,
    description: 'Example property and channel per property type for the onboarding tours',
  }),
  updateLastContentMonitor: defineCall({
    id: 'updateLastContentMonitor',
    method: 'PATCH',
    path: '/dashboard/data/filter/update_last_content_monitor',
    query: updateLastContentMonitorQuerySchema,
    status: 204,
    response: noContentSchema,
    errors: [403, 404],
    description: "Remember the view's content monitor mode (SUMMARY or DETAIL)",
  }),
  getCurrentDate: defineCall({
    id: 'getCurrentDate',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/date/current-date',
    status: 200,
    response: currentDateResponseSchema,
    description: "Today on the server's calendar: the end of the default date range",
  }),
} as const;
