/**
 * Flat SVG illustrations of the sample devices. They are generated rather than shipped as
 * photos so the seed needs no binary assets, no image licences and no network.
 *
 * Every drawing lives on an 800×800 canvas: the device sits roughly in the box
 * x 80–720, y 40–720 and the label is written small at the bottom (y ≈ 768).
 */

export const ARTWORK_SIZE_PX = 800;

export type DeviceKind = 'phone' | 'laptop' | 'tablet' | 'watch';

/** The views a product gallery cycles through; each one draws a visibly different picture. */
export const ARTWORK_VIEWS = ['front', 'back', 'angled', 'side', 'detail', 'duo'] as const;
export type ArtworkView = (typeof ARTWORK_VIEWS)[number];

export interface ArtworkSpec {
  kind: DeviceKind;
  /** Body colour, "#rrggbb" (or "#rgb"). */
  colorHex: string;
  /** Screen wallpaper colour; for watches also the band colour. */
  accentHex: string;
  view: ArtworkView;
  /** Short text such as the model name, drawn at the bottom and used as the title. */
  label: string;
}

/** Labels are cut here so an overly long name can never push a file past its size budget. */
const LABEL_MAX_CHARS = 80;
/** Used when a colour is not a valid hex value: a bad colour must never reach an attribute. */
const FALLBACK_BODY_HEX = '#8e8e93';
const FALLBACK_ACCENT_HEX = '#0071e3';
/** Locally installed fonts only: the file must render without fetching anything. */
const FONT_STACK = 'system-ui,-apple-system,Segoe UI,Helvetica,Arial,sans-serif';

type Rgb = [number, number, number];
type BaseView = 'front' | 'back' | 'side' | 'detail';

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

function parseHex(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1];
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** `t` = 0 keeps `from`, 1 gives `to`. */
function mix(from: Rgb, to: Rgb, t: number): string {
  return toHex([
    from[0] + (to[0] - from[0]) * t,
    from[1] + (to[1] - from[1]) * t,
    from[2] + (to[2] - from[2]) * t,
  ]);
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** One line of printable text: control characters are not even allowed in XML 1.0. */
function cleanLabel(label: string): string {
  const printable = Array.from(label.replace(/\s+/g, ' ').trim()).filter((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0xfffe && code !== 0xffff;
  });
  if (printable.length <= LABEL_MAX_CHARS) return printable.join('');
  return `${printable.slice(0, LABEL_MAX_CHARS - 1).join('')}…`;
}

/** A short hash so two artworks inlined in the same page never share gradient ids. */
function idPrefix(spec: ArtworkSpec): string {
  let hash = 2166136261;
  for (const char of `${spec.kind}|${spec.colorHex}|${spec.accentHex}|${spec.view}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return `a${(hash >>> 0).toString(36)}`;
}

interface Palette {
  /** Prefix of every id in the document. */
  prefix: string;
  bodyLight: string;
  body: string;
  bodyDark: string;
  edge: string;
  accent: string;
  accentLight: string;
  accentDark: string;
  background: string;
  /** Fill reference of a shared gradient: "url(#…)". */
  ref: (name: 'body' | 'screen' | 'glass') => string;
  /** A fresh id, for clip paths that are drawn more than once. */
  nextId: () => string;
}

function createPalette(spec: ArtworkSpec): Palette {
  const body = parseHex(spec.colorHex) ?? (parseHex(FALLBACK_BODY_HEX) as Rgb);
  const accent = parseHex(spec.accentHex) ?? (parseHex(FALLBACK_ACCENT_HEX) as Rgb);
  const prefix = idPrefix(spec);
  let counter = 0;
  return {
    prefix,
    bodyLight: mix(body, WHITE, 0.35),
    body: toHex(body),
    bodyDark: mix(body, BLACK, 0.22),
    edge: mix(body, BLACK, 0.38),
    accent: toHex(accent),
    accentLight: mix(accent, WHITE, 0.45),
    accentDark: mix(accent, BLACK, 0.55),
    background: mix(accent, WHITE, 0.88),
    ref: (name) => `url(#${prefix}${name})`,
    nextId: () => `${prefix}c${counter++}`,
  };
}

function defs(p: Palette): string {
  const { prefix } = p;
  return (
    '<defs>' +
    `<radialGradient id="${prefix}bg" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${p.background}"/></radialGradient>` +
    `<linearGradient id="${prefix}body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bodyLight}"/><stop offset=".55" stop-color="${p.body}"/><stop offset="1" stop-color="${p.bodyDark}"/></linearGradient>` +
    `<linearGradient id="${prefix}screen" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${p.accentDark}"/><stop offset=".6" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.accentLight}"/></linearGradient>` +
    `<radialGradient id="${prefix}glass" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#3d4452"/><stop offset="1" stop-color="#060608"/></radialGradient>` +
    '</defs>' +
    `<rect width="800" height="800" fill="url(#${prefix}bg)"/>`
  );
}

function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
}

/** Black glass, then the lit display with two soft wallpaper blobs clipped to it. */
function screen(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  inset: number,
  p: Palette,
): string {
  const clip = p.nextId();
  const dx = x + inset;
  const dy = y + inset;
  const dw = w - 2 * inset;
  const dh = h - 2 * inset;
  const dr = Math.max(r - inset, 4);
  const big = Math.round(Math.max(dw, dh) * 0.45);
  return (
    rect(x, y, w, h, r, '#0b0b0f') +
    `<clipPath id="${clip}">${rect(dx, dy, dw, dh, dr, '#000')}</clipPath>` +
    `<g clip-path="url(#${clip})">` +
    rect(dx, dy, dw, dh, dr, p.ref('screen')) +
    circle(
      Math.round(dx + dw * 0.22),
      Math.round(dy + dh * 0.8),
      big,
      p.accentLight,
      ' opacity=".45"',
    ) +
    circle(
      Math.round(dx + dw * 0.85),
      Math.round(dy + dh * 0.22),
      Math.round(big * 0.6),
      '#fff',
      ' opacity=".16"',
    ) +
    '</g>'
  );
}

/** A camera lens: body-coloured ring, dark glass, a small reflection. */
function lens(cx: number, cy: number, r: number, p: Palette): string {
  const glint = Math.round(r * 0.18);
  return (
    circle(cx, cy, r, p.edge) +
    circle(cx, cy, Math.round(r * 0.74), p.ref('glass')) +
    circle(Math.round(cx - r * 0.22), Math.round(cy - r * 0.22), glint, '#fff', ' opacity=".35"')
  );
}

function bodyStroke(p: Palette): string {
  return ` stroke="${p.edge}" stroke-width="3"`;
}

function drawPhone(view: BaseView, p: Palette): string {
  switch (view) {
    case 'front':
      return (
        rect(244, 200, 8, 44, 3, p.edge) +
        rect(244, 270, 8, 72, 3, p.edge) +
        rect(548, 280, 8, 96, 3, p.edge) +
        rect(250, 70, 300, 620, 58, p.ref('body'), bodyStroke(p)) +
        screen(262, 82, 276, 596, 47, 9, p) +
        rect(352, 104, 96, 28, 14, '#0b0b0f')
      );
    case 'back':
      return (
        rect(250, 70, 300, 620, 58, p.ref('body'), bodyStroke(p)) +
        rect(272, 92, 140, 140, 38, p.bodyLight, ` stroke="${p.bodyDark}" stroke-width="2"`) +
        lens(312, 132, 28, p) +
        lens(312, 194, 28, p) +
        lens(372, 163, 28, p) +
        circle(378, 112, 8, '#f6efd2') +
        circle(400, 400, 30, p.bodyDark, ' opacity=".35"')
      );
    case 'side':
      return (
        rect(362, 190, 10, 40, 4, p.edge) +
        rect(362, 260, 10, 70, 4, p.edge) +
        rect(362, 345, 10, 70, 4, p.edge) +
        rect(428, 300, 10, 110, 4, p.edge) +
        rect(370, 70, 60, 620, 28, p.ref('body'), bodyStroke(p)) +
        rect(380, 72, 40, 616, 20, '#0b0b0f', ' opacity=".25"')
      );
    case 'detail':
      return (
        rect(100, 60, 600, 640, 120, p.ref('body'), bodyStroke(p)) +
        rect(160, 120, 380, 380, 96, p.bodyLight, ` stroke="${p.bodyDark}" stroke-width="3"`) +
        lens(262, 222, 80, p) +
        lens(262, 398, 80, p) +
        lens(436, 310, 80, p) +
        circle(446, 176, 20, '#f6efd2') +
        circle(446, 444, 12, p.edge)
      );
  }
}

function drawLaptop(view: BaseView, p: Palette): string {
  switch (view) {
    case 'front':
      return (
        rect(135, 150, 530, 356, 22, '#0b0b0f', ` stroke="${p.bodyDark}" stroke-width="6"`) +
        screen(150, 165, 500, 326, 10, 6, p) +
        rect(368, 165, 64, 16, 6, '#0b0b0f') +
        `<path d="M112 506H688L724 534Q726 548 710 548H90Q74 548 76 534Z" fill="${p.ref('body')}" stroke="${p.edge}" stroke-width="2"/>` +
        rect(352, 506, 96, 9, 4, p.bodyDark)
      );
    case 'back':
      return (
        rect(140, 160, 520, 380, 26, p.ref('body'), bodyStroke(p)) +
        rect(150, 520, 500, 12, 6, p.bodyDark, ' opacity=".5"') +
        circle(400, 340, 34, p.bodyDark, ' opacity=".35"')
      );
    case 'side':
      return (
        `<g transform="rotate(-104 132 506)">${rect(132, 498, 370, 14, 7, p.ref('body'), bodyStroke(p))}</g>` +
        rect(110, 500, 590, 26, 10, p.ref('body'), bodyStroke(p)) +
        rect(170, 507, 28, 11, 5, '#1c1c20') +
        rect(210, 507, 28, 11, 5, '#1c1c20') +
        circle(262, 513, 6, '#1c1c20') +
        rect(140, 526, 40, 5, 2, p.edge) +
        rect(630, 526, 40, 5, 2, p.edge)
      );
    case 'detail': {
      const keys = p.nextId();
      return (
        rect(80, 110, 640, 540, 32, p.ref('body'), bodyStroke(p)) +
        `<pattern id="${keys}" x="130" y="150" width="45" height="45" patternUnits="userSpaceOnUse">${rect(4, 4, 37, 37, 7, '#1c1c20')}</pattern>` +
        rect(124, 144, 552, 237, 14, p.edge) +
        rect(130, 150, 540, 225, 10, `url(#${keys})`) +
        rect(265, 410, 270, 190, 18, p.bodyLight, ` stroke="${p.bodyDark}" stroke-width="2"`)
      );
    }
  }
}

function drawTablet(view: BaseView, p: Palette): string {
  switch (view) {
    case 'front':
      return (
        rect(200, 85, 400, 570, 38, p.ref('body'), bodyStroke(p)) +
        screen(208, 93, 384, 554, 31, 18, p) +
        circle(400, 102, 4, '#2a2d34')
      );
    case 'back':
      return (
        rect(200, 85, 400, 570, 38, p.ref('body'), bodyStroke(p)) +
        rect(226, 111, 84, 84, 26, p.bodyLight, ` stroke="${p.bodyDark}" stroke-width="2"`) +
        lens(254, 139, 20, p) +
        circle(288, 170, 7, '#f6efd2') +
        circle(400, 370, 30, p.bodyDark, ' opacity=".35"') +
        circle(382, 640, 3, p.edge) +
        circle(400, 640, 3, p.edge) +
        circle(418, 640, 3, p.edge)
      );
    case 'side':
      return (
        rect(410, 160, 10, 50, 4, p.edge) +
        rect(410, 222, 10, 50, 4, p.edge) +
        rect(385, 85, 30, 570, 13, p.ref('body'), bodyStroke(p))
      );
    case 'detail':
      // Landscape, with the pencil lying underneath: the "in use" picture of the gallery.
      return (
        rect(115, 150, 570, 400, 36, p.ref('body'), bodyStroke(p)) +
        screen(123, 158, 554, 384, 29, 18, p) +
        rect(150, 600, 470, 22, 11, '#f4f4f6', ' stroke="#d2d2d7" stroke-width="2"') +
        `<path d="M620 601L662 611L620 621Z" fill="#e8e3da" stroke="#d2d2d7" stroke-width="2"/>` +
        circle(661, 611, 3, '#3a3a3c')
      );
  }
}

function drawWatch(view: BaseView, p: Palette): string {
  const band = (x: number, w: number, y1: number, y2: number) =>
    rect(x, y1, w, y2 - y1, 30, p.accent, ` stroke="${p.accentDark}" stroke-width="2"`);
  switch (view) {
    case 'front':
      return (
        band(315, 170, 50, 710) +
        circle(400, 620, 6, p.accentDark) +
        circle(400, 660, 6, p.accentDark) +
        rect(536, 318, 22, 58, 9, p.bodyLight, ` stroke="${p.edge}" stroke-width="2"`) +
        rect(538, 400, 12, 74, 5, p.edge) +
        rect(260, 230, 280, 330, 78, p.ref('body'), bodyStroke(p)) +
        rect(274, 244, 252, 302, 64, '#050507') +
        `<text x="400" y="420" text-anchor="middle" font-family="${FONT_STACK}" font-size="70" font-weight="600" fill="#fff">10:09</text>` +
        circle(330, 310, 20, 'none', ` stroke="${p.accentLight}" stroke-width="6"`) +
        circle(470, 310, 20, 'none', ` stroke="#5ad27a" stroke-width="6"`) +
        rect(330, 460, 140, 14, 7, p.accentLight, ' opacity=".8"')
      );
    case 'back':
      return (
        band(315, 170, 50, 710) +
        rect(242, 318, 22, 58, 9, p.bodyLight, ` stroke="${p.edge}" stroke-width="2"`) +
        rect(260, 230, 280, 330, 78, p.ref('body'), bodyStroke(p)) +
        circle(400, 395, 118, '#1a1a1e') +
        circle(400, 395, 72, 'none', ' stroke="#4a4a50" stroke-width="4"') +
        circle(372, 382, 9, '#6b2a2a') +
        circle(428, 382, 9, '#6b2a2a') +
        circle(400, 420, 9, '#2a3a6b')
      );
    case 'side':
      return (
        band(378, 44, 50, 710) +
        rect(436, 330, 26, 54, 10, p.bodyLight, ` stroke="${p.edge}" stroke-width="2"`) +
        rect(438, 410, 12, 74, 5, p.edge) +
        rect(358, 230, 84, 330, 32, p.ref('body'), bodyStroke(p)) +
        rect(352, 250, 10, 290, 5, '#0b0b0f', ' opacity=".6"')
      );
    case 'detail':
      return (
        band(250, 300, 30, 740) +
        rect(668, 290, 42, 120, 16, p.bodyLight, ` stroke="${p.edge}" stroke-width="3"`) +
        rect(130, 130, 540, 560, 130, p.ref('body'), bodyStroke(p)) +
        rect(154, 154, 492, 512, 108, '#050507') +
        `<text x="400" y="450" text-anchor="middle" font-family="${FONT_STACK}" font-size="150" font-weight="600" fill="#fff">10:09</text>` +
        circle(270, 250, 38, 'none', ` stroke="${p.accentLight}" stroke-width="10"`) +
        circle(530, 250, 38, 'none', ' stroke="#5ad27a" stroke-width="10"') +
        rect(260, 530, 280, 26, 13, p.accentLight, ' opacity=".8"')
      );
  }
}

function drawDevice(kind: DeviceKind, view: BaseView, p: Palette): string {
  switch (kind) {
    case 'phone':
      return drawPhone(view, p);
    case 'laptop':
      return drawLaptop(view, p);
    case 'tablet':
      return drawTablet(view, p);
    case 'watch':
      return drawWatch(view, p);
  }
}

/** Ground shadow under each kind, so the device does not float. */
const SHADOWS: Record<DeviceKind, { cy: number; rx: number }> = {
  phone: { cy: 700, rx: 170 },
  laptop: { cy: 556, rx: 330 },
  tablet: { cy: 668, rx: 210 },
  watch: { cy: 722, rx: 100 },
};

function drawView(kind: DeviceKind, view: ArtworkView, p: Palette): string {
  const { cy, rx } = SHADOWS[kind];
  const shadow = `<ellipse cx="400" cy="${cy}" rx="${rx}" ry="14" fill="#000" opacity=".08"/>`;
  switch (view) {
    case 'angled':
      // A skew around the centre reads as a three-quarter view without real perspective maths.
      return (
        shadow +
        `<g transform="translate(400 380) skewY(-9) scale(.9 1) translate(-400 -380)">${drawDevice(kind, 'front', p)}</g>`
      );
    case 'duo':
      // Back and front side by side at 70%: translate(c - 400s, 380 - 380s) keeps centre c.
      return (
        `<ellipse cx="400" cy="${Math.round(134 + cy * 0.7)}" rx="${Math.round(rx * 1.1)}" ry="12" fill="#000" opacity=".08"/>` +
        `<g transform="translate(5 104) scale(.7)">${drawDevice(kind, 'back', p)}</g>` +
        `<g transform="translate(235 134) scale(.7)">${drawDevice(kind, 'front', p)}</g>`
      );
    case 'side':
      return `<ellipse cx="400" cy="${cy}" rx="${Math.round(rx * 0.45)}" ry="12" fill="#000" opacity=".08"/>${drawDevice(kind, view, p)}`;
    default:
      return shadow + drawDevice(kind, view, p);
  }
}

/** A standalone SVG document (UTF-8) of one device view; pure, no I/O. */
export function renderDeviceArtwork(spec: ArtworkSpec): string {
  const palette = createPalette(spec);
  const label = escapeXml(cleanLabel(spec.label));
  const size = ARTWORK_SIZE_PX;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img">` +
    `<title>${label}</title>` +
    defs(palette) +
    drawView(spec.kind, spec.view, palette) +
    `<text x="400" y="772" text-anchor="middle" font-family="${FONT_STACK}" font-size="22" fill="#6e6e73">${label}</text>` +
    '</svg>\n'
  );
}
