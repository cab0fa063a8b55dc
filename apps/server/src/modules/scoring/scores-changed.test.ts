import { describe, expect, it } from 'vitest';
import { reactionsTo } from './scores-changed.ts';

describe('what reacts to a change of scores', () => {
  it('raises regression alerts for new content only', () => {
    const alerts = 'raise regression alerts and tell their followers';
    expect(reactionsTo('landed')).toContain(alerts);
    expect(reactionsTo('rescored')).not.toContain(alerts);
    expect(reactionsTo('excluded')).not.toContain(alerts);
  });

  it('confirms change requests from landed and re-scored audits, not from exclusions', () => {
    const confirm = 'confirm change requests that the audits show fixed';
    expect(reactionsTo('landed')).toContain(confirm);
    expect(reactionsTo('rescored')).toContain(confirm);
    expect(reactionsTo('excluded')).not.toContain(confirm);
  });

  it('makes cached answers stale on every change', () => {
    for (const kind of ['landed', 'rescored', 'excluded'] as const)
      expect(reactionsTo(kind)).toContain("make the client's cached dashboard answers stale");
  });
});
