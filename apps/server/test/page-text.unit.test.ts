import { describe, expect, it } from 'vitest';
import { pageText } from '../src/modules/requests/page-text';

describe('pageText', () => {
  it('decodes named, decimal and hexadecimal entities', () => {
    expect(
      pageText('<p>Smith &amp; Sons &ndash; O&#8217;Brien &#x4A;r. &lt;b&gt; &quot;quoted&quot; &nbsp;here</p>'),
    ).toBe('Smith & Sons – O’Brien Jr. <b> "quoted" here');
  });

  it('drops scripts, styles, noscript and comments, even when they hold markup or the name', () => {
    const html = [
      '<html><head><style>h1 { content: "Jane Doe"; }</style>',
      '<script>var name = "Jane Doe"; if (a < b && c > d) document.write("<p>Jane Doe</p>");</script></head>',
      '<body><!-- Jane Doe --><noscript><p>Jane Doe</p></noscript><h1>Profile removed</h1></body></html>',
    ].join('');
    expect(pageText(html)).toBe('Profile removed');
  });

  it('keeps words of neighbouring elements apart and collapses whitespace', () => {
    expect(pageText('<h1>Jane</h1><h2>Doe</h2>\n\n<ul><li>Austin,\tTX</li><li>Age 41</li></ul>')).toBe(
      'Jane Doe Austin, TX Age 41',
    );
  });

  it('reads malformed and truncated markup without failing', () => {
    expect(pageText('<div><p>Jane Doe<span>Court record</div><p>Unclosed <b>bold')).toBe(
      'Jane Doe Court record Unclosed bold',
    );
    expect(pageText('<p>Before</p><script>never closed; Jane Doe')).toBe('Before');
    expect(pageText('')).toBe('');
  });

  it('reads the text of a plain-text answer as it is', () => {
    expect(pageText('Not found: Jane Doe is not listed.')).toBe('Not found: Jane Doe is not listed.');
  });
});
