import { describe, expect, it } from 'vitest';
import {
  ARTWORK_SIZE_PX,
  ARTWORK_VIEWS,
  renderDeviceArtwork,
  type ArtworkSpec,
  type DeviceKind,
} from './device-artwork';

const KINDS: readonly DeviceKind[] = ['phone', 'laptop', 'tablet', 'watch'];
const MAX_BYTES = 6 * 1024;

function spec(overrides: Partial<ArtworkSpec> = {}): ArtworkSpec {
  return {
    kind: 'phone',
    colorHex: '#bfa48f',
    accentHex: '#3a7bd5',
    view: 'front',
    label: 'iPhone 16 Pro',
    ...overrides,
  };
}

const ALL_SPECS = KINDS.flatMap((kind) => ARTWORK_VIEWS.map((view) => spec({ kind, view })));

describe('renderDeviceArtwork', () => {
  it('is 800 px square', () => {
    expect(ARTWORK_SIZE_PX).toBe(800);
  });

  it.each(ALL_SPECS.map((s) => [s.kind, s.view, s] as const))(
    '%s/%s is a standalone SVG document',
    (_kind, _view, artwork) => {
      const svg = renderDeviceArtwork(artwork);
      expect(svg).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<svg /);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('viewBox="0 0 800 800"');
      expect(svg).toContain('width="800"');
      expect(svg).toContain('height="800"');
      expect(svg).toContain('<title>iPhone 16 Pro</title>');
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
      // Exactly one root element: one opening and one closing svg tag.
      expect(svg.match(/<svg[\s>]/g)).toHaveLength(1);
      expect(svg.match(/<\/svg>/g)).toHaveLength(1);
    },
  );

  it('stays under 6 KB for every kind and view, even with a very long label', () => {
    const longLabel = 'MacBook Pro 16" M4 Max <&> '.repeat(40);
    for (const artwork of ALL_SPECS) {
      const bytes = Buffer.byteLength(
        renderDeviceArtwork({ ...artwork, label: longLabel }),
        'utf8',
      );
      expect(bytes, `${artwork.kind}/${artwork.view}`).toBeLessThan(MAX_BYTES);
    }
  });

  it('has no external references, scripts or embedded images', () => {
    for (const artwork of ALL_SPECS) {
      const svg = renderDeviceArtwork(artwork);
      expect(svg).not.toMatch(/<script|<image|<use|<foreignObject|@import|href=/i);
      // The only URL references allowed are local fragments (gradients, clip paths, patterns).
      const urls = svg.match(/url\(([^)]*)\)/g) ?? [];
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^url\(#[A-Za-z0-9_-]+\)$/);
      // The namespace declaration is the only absolute URL in the document.
      expect(svg.match(/https?:\/\//g)).toEqual(['http://']);
    }
  });

  it('references only ids it defines', () => {
    for (const artwork of ALL_SPECS) {
      const svg = renderDeviceArtwork(artwork);
      const defined = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
      const used = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
      for (const id of used)
        expect(defined.has(id), `${artwork.kind}/${artwork.view} uses #${id}`).toBe(true);
      // Ids are unique within the document.
      const all = [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('escapes the label in the title and in the caption', () => {
    const svg = renderDeviceArtwork(spec({ label: `Tom & Jerry <script>"x"</script> l'ora` }));
    expect(svg).toContain(
      '<title>Tom &amp; Jerry &lt;script&gt;&quot;x&quot;&lt;/script&gt; l&apos;ora</title>',
    );
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('Tom & Jerry');
    // Title and the caption at the bottom both carry the label.
    expect(svg.split('Tom &amp; Jerry').length - 1).toBe(2);
  });

  it('escapes <&> and drops control characters, which XML does not allow', () => {
    const svg = renderDeviceArtwork(spec({ label: 'A<&>B\u0000\u0007C\nD' }));
    expect(svg).toContain('<title>A&lt;&amp;&gt;BC D</title>');
    const controlChars = Array.from(svg).filter((char) => {
      const code = char.charCodeAt(0);
      return code < 0x20 && char !== '\n';
    });
    expect(controlChars).toEqual([]);
  });

  it('keeps accented labels readable', () => {
    const svg = renderDeviceArtwork(spec({ label: 'iPad 10ª generazione – Novità' }));
    expect(svg).toContain('<title>iPad 10ª generazione – Novità</title>');
  });

  it('draws the device in the given body colour', () => {
    const svg = renderDeviceArtwork(spec({ colorHex: '#123456' }));
    expect(svg).toContain('stop-color="#123456"');
    const other = renderDeviceArtwork(spec({ colorHex: '#abcdef' }));
    expect(other).toContain('stop-color="#abcdef"');
    expect(other).not.toContain('#123456');
  });

  it('never writes an invalid colour into the document', () => {
    const svg = renderDeviceArtwork(
      spec({ colorHex: '"/><script>alert(1)</script>', accentHex: 'red' }),
    );
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('alert');
    expect(svg).toContain('<title>iPhone 16 Pro</title>');
  });

  it('draws a different picture for every view of a kind', () => {
    for (const kind of KINDS) {
      const svgs = ARTWORK_VIEWS.map((view) => renderDeviceArtwork(spec({ kind, view })));
      expect(new Set(svgs).size, kind).toBe(ARTWORK_VIEWS.length);
    }
  });

  it('draws a different picture for every kind', () => {
    const svgs = KINDS.map((kind) => renderDeviceArtwork(spec({ kind })));
    expect(new Set(svgs).size).toBe(KINDS.length);
  });

  it('is pure: the same spec gives the same document', () => {
    expect(renderDeviceArtwork(spec({ kind: 'watch', view: 'duo' }))).toBe(
      renderDeviceArtwork(spec({ kind: 'watch', view: 'duo' })),
    );
  });
});
