import { describe, expect, it } from 'vitest';
import { filterScreenPath, splitFilterPath } from './filter-screens.ts';

describe('filter screens: filters after a screen path', () => {
  it('splits the opportunities review path into its screen and filters', () => {
    expect(splitFilterPath('/opportunities_review/&view=1&site=104')).toEqual({
      screen: '/opportunities_review',
      filterPath: '/&view=1&site=104',
    });
    expect(splitFilterPath('/opportunities_review')).toEqual({
      screen: '/opportunities_review',
      filterPath: '/',
    });
  });

  it('leaves the widgets page and other screens as they are', () => {
    expect(splitFilterPath('/&view=1')).toEqual({ screen: '', filterPath: '/&view=1' });
    expect(splitFilterPath('/opportunities_reviewed')).toEqual({
      screen: '',
      filterPath: '/opportunities_reviewed',
    });
  });

  it('builds a screen path from a selection', () => {
    expect(filterScreenPath('/opportunities_review', { view: [1], site: [104] })).toBe(
      '/opportunities_review/&view=1&site=104',
    );
    expect(filterScreenPath('/opportunities_review', {})).toBe('/opportunities_review/');
    expect(filterScreenPath('', { view: [1] })).toBe('/&view=1');
  });
});
