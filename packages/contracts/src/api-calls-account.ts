import { actionsHistoryResponseSchema, saveActionsHistoryBodySchema } from './actions-history.ts';
import { defineCall } from './api-call.ts';
import {
  loginRequestSchema,
  loginResponseSchema,
  passwordLinkSchema,
  passwordRequestSchema,
  restoreRequestSchema,
} from './auth.ts';
import { noContentSchema } from './common.ts';
import { questionFormSchema, questionResponseSchema } from './feedback.ts';
import { reportFileSchema, reportParamsSchema } from './reports.ts';
import {
  confResponseSchema,
  credentialsResponseSchema,
  userRightsResponseSchema,
} from './session.ts';
import { technicalNotificationBodySchema } from './technical-notification.ts';

/** Sign-in, route guards, configuration, help, error reports, onboarding history, downloads. */
export const ACCOUNT_CALLS = {
  checkCredentials: defineCall({
    id: 'checkCredentials',
    method: 'GET',
    path: '/dashboard/check_credentials_validity',
    status: 200,
    response: credentialsResponseSchema,
    errors: [401],
    description: 'Route guard: the signed-in user, or 401 without a valid session',
  }),
  checkUserRights: defineCall({
    id: 'checkUserRights',
    method: 'GET',
    path: '/dashboard/check_user_rights',
    status: 200,
    response: userRightsResponseSchema,
    errors: [401, 403],
    description: 'Route guard of /admin: 200 for administrators, 403 for other users',
  }),
  getConf: defineCall({
    id: 'getConf',
    method: 'GET',
    path: '/conf.json',
    status: 200,
    response: confResponseSchema,
    description: 'Client configuration: the single sign-on login path and the online map style',
  }),
  sendQuestion: defineCall({
    id: 'sendQuestion',
    method: 'POST',
    path: '/dashboard/feedback/faq',
    body: questionFormSchema,
    bodyType: 'multipart',
    status: 200,
    response: questionResponseSchema,
    errors: [413],
    description: 'Ask the provider a question, with up to 10 images below 25 MB in total',
  }),
  sendTechnicalNotification: defineCall({
    id: 'sendTechnicalNotification',
    method: 'POST',
    path: '/dashboard/technical/notification',
    body: technicalNotificationBodySchema,
    status: 204,
    response: noContentSchema,
    description: 'Error report from the error log window (Send report)',
  }),
  getActionsHistory: defineCall({
    id: 'getActionsHistory',
    method: 'POST',
    path: '/dashboard/user/actions-history',
    status: 200,
    response: actionsHistoryResponseSchema,
    description: "The user's onboarding history (POST as the original client sends it)",
  }),
  saveActionsHistory: defineCall({
    id: 'saveActionsHistory',
    method: 'PUT',
    path: '/dashboard/user/actions-history/save',
    body: saveActionsHistoryBodySchema,
    status: 204,
    response: noContentSchema,
    description: "Replace the user's onboarding history",
  }),
  downloadReport: defineCall({
    id: 'downloadReport',
    method: 'GET',
    tokenAccess: 'read',
    path: '/dashboard/reports/:reportId/download',
    params: reportParamsSchema,
    status: 200,
    response: reportFileSchema,
    responseType: 'file',
    errors: [403, 404, 409],
    description:
      'Download a generated report as a file; 409 while it is being built or if it failed',
  }),
  login: defineCall({
    id: 'login',
    method: 'POST',
    path: '/auth/login',
    body: loginRequestSchema,
    status: 200,
    response: loginResponseSchema,
    errors: [401, 429],
    description:
      'Sign in; sets the session cookie. 401 for a wrong email or password; 429 with Retry-After while the account is locked after repeated failures',
  }),
  logout: defineCall({
    id: 'logout',
    method: 'POST',
    path: '/auth/logout',
    status: 204,
    response: noContentSchema,
    description: 'Sign out; clears the session cookie',
  }),
  requestPasswordRestore: defineCall({
    id: 'requestPasswordRestore',
    method: 'POST',
    path: '/auth/restore',
    body: restoreRequestSchema,
    status: 202,
    response: noContentSchema,
    errors: [429],
    description:
      'Email a password-restore link; 202 whether or not the address is known (at most 3 emails an hour to one email address); 429 with Retry-After after 5 requests an hour from one client address',
  }),
  setPassword: defineCall({
    id: 'setPassword',
    method: 'POST',
    path: '/auth/password',
    body: passwordRequestSchema,
    status: 204,
    response: noContentSchema,
    errors: [410],
    description: 'Set a password from an emailed link; 410 when the token is used or expired',
  }),
  checkPasswordLink: defineCall({
    id: 'checkPasswordLink',
    method: 'POST',
    path: '/auth/password/check',
    body: passwordLinkSchema,
    status: 204,
    response: noContentSchema,
    errors: [410],
    description:
      'Whether an emailed password link can still be used, so the page shows the expired notice before any password is typed; 410 when it is used or expired. Nothing is consumed',
  }),
} as const;
