/**
 * The version of the audit engine's verdict rules, stamped on every audit it scores.
 *
 * Bump it (by one) in the change that alters a verdict: a comparator, a threshold default, a
 * normalisation, anything that can give a stored pair another status or score. After the deploy,
 * the engine re-audit (modules/hotel-chain-admin/engine-re-audit.job.ts) re-scores every stored audit
 * stamped with an older version, so the dashboard never mixes verdicts of two rule sets. The
 * fingerprint test (engine-version.test.ts) fails when the verdicts on the labelled corpus change
 * under an unchanged version.
 *
 * An integer, so that "older" is a plain comparison in SQL and in code; 0 marks audits scored
 * before versions were stamped. A server only ever re-scores audits older than its own version,
 * so an older server still running during a rolling deploy leaves newer verdicts alone.
 */
export const ENGINE_VERSION = 1;
