import { describe, expect, it } from 'vitest';
import { pageData } from './json-ld.ts';

const ld = (json: string, type = 'application/ld+json') =>
  `<script type="${type}">${json}</script>`;

describe('pageData', () => {
  it('reads blocks however the markup is written: case, quoting, parameters, CDATA', () => {
    const html = `<!DOCTYPE html><HTML LANG="fr-CA"><head>
      <SCRIPT TYPE='application/ld+json'>{"n":1}</SCRIPT>
      <script type=application/ld+json>{"n":2}</script>
      ${ld('{"n":3}', 'Application/LD+JSON; charset=utf-8')}
      ${ld('//<![CDATA[\n{"n":4}\n//]]>')}
      <script>var x = {"n": 0};</script>
    </head></HTML>`;
    expect(pageData(html)).toEqual({
      blocks: [{ n: 1 }, { n: 2 }, { n: 3 }, { n: 4 }],
      language: 'fr',
    });
  });

  it('skips what a browser would not run: comments, templates, broken JSON', () => {
    const html = `<html><body>
      <!-- ${ld('{"hidden":true}')} -->
      ${ld('{"broken":')}
      ${ld('{"kept":true}')}
    </body></html>`;
    expect(pageData(html)).toEqual({ blocks: [{ kept: true }], language: null });
  });

  it('keeps script text as written: entities are not decoded, a string may hold markup', () => {
    const html = ld('{"name":"Bed &amp; Breakfast","html":"<b>bold</b> <!-- not a comment -->"}');
    expect(pageData(html).blocks).toEqual([
      { name: 'Bed &amp; Breakfast', html: '<b>bold</b> <!-- not a comment -->' },
    ]);
  });

  it('reads no language from a value that is not a language code', () => {
    expect(pageData('<html lang="x">').language).toBeNull();
    expect(pageData('<html lang=" DE ">').language).toBe('de');
  });
});
