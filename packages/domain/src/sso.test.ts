import { describe, expect, it } from 'vitest';
import {
  emailDomain,
  emailDomainAllowed,
  isSsoFailure,
  normalizeEmailDomain,
  ssoEntryPath,
  ssoSlug,
} from './sso.ts';

describe('single sign-on rules', () => {
  it('takes the lower-case domain of an email', () => {
    expect(emailDomain('Ana@Meridian.Example')).toBe('meridian.example');
    expect(emailDomain('odd@name@corp.example')).toBe('corp.example');
    expect(emailDomain('nobody')).toBeNull();
    expect(emailDomain('nobody@')).toBeNull();
  });

  it('allows every address without domains, else only the listed ones', () => {
    expect(emailDomainAllowed('a@x.example', [])).toBe(true);
    expect(emailDomainAllowed('a@X.example', ['@x.example.'])).toBe(true);
    expect(emailDomainAllowed('a@sub.x.example', ['x.example'])).toBe(false);
    expect(emailDomainAllowed('a@y.example', ['x.example'])).toBe(false);
    expect(normalizeEmailDomain(' @Corp.Example. ')).toBe('corp.example');
  });

  it('slugs client names without accents or symbols', () => {
    expect(ssoSlug('Meridian Hospitality Group')).toBe('meridian-hospitality-group');
    expect(ssoSlug('  Hôtels & Spas — Zürich ')).toBe('hotels-spas-zurich');
    expect(ssoSlug('***')).toBe('');
  });

  it("enters at the client's /sso/ path, else at the slug of its name", () => {
    expect(ssoEntryPath({ name: 'Meridian', loginPath: '/sso/meridian-group/' })).toBe(
      '/sso/meridian-group',
    );
    expect(ssoEntryPath({ name: 'Meridian Group', loginPath: '/login' })).toBe(
      '/sso/meridian-group',
    );
    expect(ssoEntryPath({ name: 'Meridian Group', loginPath: '/sso/' })).toBe(
      '/sso/meridian-group',
    );
    expect(ssoEntryPath({ name: '***', loginPath: null })).toBe('/sso/client');
  });

  it('knows its failure codes', () => {
    expect(isSsoFailure('expired')).toBe(true);
    expect(isSsoFailure('toString')).toBe(false);
    expect(isSsoFailure(3)).toBe(false);
  });
});
