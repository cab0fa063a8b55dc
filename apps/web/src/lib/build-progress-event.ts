/**
 * The window event a build-progress message is handed on as (its JSON body in `detail`): only
 * the build that chose the id listens, from its lazily loaded code.
 */
export const BUILD_PROGRESS_EVENT = 'lens:build-progress';
