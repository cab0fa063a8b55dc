/**
 * SQL predicates shared by the alert queries. A user reaches an alert through a view they may
 * open (every view of their client for ADMINs, the granted ones for USERs) that holds the alert's
 * property and, when the view lists its channels, the alert's channel.
 */

/** True when view `v` holds the property and channel of alert-like row `a`. */
export const viewCovers = (v: string, a: string) =>
  `(${v}.scope->>'kind' = 'ALL' OR EXISTS (SELECT 1 FROM view_properties vp WHERE vp.view_id = ${v}.id AND vp.property_id = ${a}.property_id))
   AND (${v}.all_channels OR ${a}.channel_id IS NULL OR EXISTS (SELECT 1 FROM view_channels vs WHERE vs.view_id = ${v}.id AND vs.channel_id = ${a}.channel_id))`;

/** True when user row `u` (id, client_id, role) may open view `v`. */
export const userOpens = (u: string, v: string) =>
  `${v}.client_id = ${u}.client_id
   AND (${u}.role = 'ADMIN' OR EXISTS (SELECT 1 FROM user_views uv WHERE uv.user_id = ${u}.id AND uv.view_id = ${v}.id))`;

/** True when user `u` may see alert-like row `a` at all. */
export const userSees = (u: string, a: string) =>
  `EXISTS (SELECT 1 FROM views sv WHERE ${userOpens(u, 'sv')} AND ${viewCovers('sv', a)})`;

/**
 * True when user `u` follows alert-like row `a`: through a followed view that holds it, or
 * through a followed property seen in any view they may open.
 */
export const userFollows = (u: string, a: string) =>
  `EXISTS (SELECT 1 FROM alert_follows ff JOIN views fv ON ${userOpens(u, 'fv')}
           WHERE ff.user_id = ${u}.id AND (ff.view_id = fv.id OR ff.property_id = ${a}.property_id)
             AND ${viewCovers('fv', a)})`;

/** True when an active mute of alert-like row `a`'s property covers its characteristic and channel. */
export const mutedBy = (m: string, a: string) =>
  `${m}.property_id = ${a}.property_id
   AND ${m}.characteristic IS NOT DISTINCT FROM ${a}.characteristic
   AND (${m}.channel_id IS NULL OR ${m}.channel_id = ${a}.channel_id)
   AND (${m}.until IS NULL OR ${m}.until > now())`;
