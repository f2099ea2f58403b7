#!/usr/bin/env node
/**
 * Loan Partner — media generator.
 *
 * Builds every image / icon / video used by the site from code only (no
 * downloads). SVG strings are composed in JS, rasterised + compressed with
 * sharp, and the looping "why us" video is rendered frame-by-frame then encoded
 * with ffmpeg. Output is deterministic (seeded PRNG, no clocks).
 *
 *   node scripts/media/build-media.mjs
 *
 * Writes only to public/favicon.svg, public/images/** and public/media/**.
 */
import sharp from 'sharp'
import { mkdir, writeFile, rm, stat, mkdtemp } from 'node:fs/promises'
import { execFileSync } from 'node:child_process'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const PUB = path.join(ROOT, 'public')

// ---------------------------------------------------------------- brand ----
const C = {
  blue: '#0f3d91',
  dark: '#0a2a66',
  light: '#1e63d6',
  tint: '#e8efff',
  saffron: '#f5a623',
  green: '#138a4f',
  ink: '#0f172a',
  muted: '#5b6478',
  bg: '#f6f8fc',
  white: '#ffffff',
}
/** Font stack for SVGs shipped to the browser. */
const FONT = 'Inter, system-ui, sans-serif'
/** Font stack for text baked into rasters (Inter is not a system font here). */
const RFONT = "Inter, 'Liberation Sans', system-ui, sans-serif"

sharp.cache(false)
sharp.concurrency(1) // deterministic + gentle on CI

const written = []

// ------------------------------------------------------------- helpers ----
/** mulberry32 seeded PRNG */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const r2 = (n) => Math.round(n * 100) / 100

function svgDoc(w, h, body, { defs = '', viewBox, extra = '' } = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox ?? `0 0 ${w} ${h}`}"${extra}><defs>${SHARED_DEFS}${defs}</defs>${body}</svg>`
}

async function out(rel) {
  const abs = path.join(PUB, rel)
  await mkdir(path.dirname(abs), { recursive: true })
  written.push(abs)
  return abs
}

async function writeText(rel, text) {
  await writeFile(await out(rel), text.trim() + '\n')
}

async function writeWebp(rel, svg, { quality = 70, alpha = false } = {}) {
  const buf = await sharp(Buffer.from(svg))
    .webp({ quality, effort: 6, smartSubsample: true, alphaQuality: alpha ? 85 : 100 })
    .toBuffer()
  await writeFile(await out(rel), buf)
}

async function writePng(rel, svg, { palette = false } = {}) {
  const buf = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette, quality: 90, effort: 10 }).toBuffer()
  await writeFile(await out(rel), buf)
}

/** minify-ish: collapse whitespace in hand written SVG */
const tidy = (s) =>
  s
    .replace(/\n\s*/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim()

// --------------------------------------------------------- shared defs ----
const SHARED_DEFS = tidy(`
<linearGradient id="gBlue" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a70e6"/><stop offset="1" stop-color="#0a2a66"/></linearGradient>
<linearGradient id="gBlueV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b7cf0"/><stop offset="1" stop-color="#0f3d91"/></linearGradient>
<linearGradient id="gSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fa9f5"/><stop offset="1" stop-color="#1e63d6"/></linearGradient>
<linearGradient id="gSaffron" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffc766"/><stop offset="1" stop-color="#e58b06"/></linearGradient>
<linearGradient id="gGreen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#26b872"/><stop offset="1" stop-color="#0d6b3d"/></linearGradient>
<linearGradient id="gPaper" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e9f0ff"/></linearGradient>
<linearGradient id="gCoinSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#c9780a"/><stop offset=".45" stop-color="#f5a623"/><stop offset="1" stop-color="#b86a05"/></linearGradient>
<linearGradient id="gCoinTop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd88a"/><stop offset="1" stop-color="#f5a623"/></linearGradient>
<linearGradient id="gChip" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fbe3a3"/><stop offset=".5" stop-color="#e5b65a"/><stop offset="1" stop-color="#c7922f"/></linearGradient>
<linearGradient id="gSkin" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9a27a"/><stop offset="1" stop-color="#c28559"/></linearGradient>
<linearGradient id="gSheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".55" stop-color="#fff" stop-opacity="0"/></linearGradient>
<filter id="fShadow" x="-25%" y="-25%" width="150%" height="160%"><feDropShadow dx="0" dy="6" stdDeviation="7" flood-color="#0a2a66" flood-opacity=".22"/></filter>
`)

// ----------------------------------------------------------- brand mark ----
/** ₹-like glyph drawn with strokes in a 24x24 box. */
const RUPEE_D = 'M6 4.5h12M6 9.5h12M9.5 4.5c7 0 7 10 0 10H7.5l9 8'

/**
 * The mark, 48x48: rounded blue square, white rupee, saffron rising arrow.
 * Returned without <svg> wrapper so it can be embedded.
 */
function markBody(id = 'm') {
  return tidy(`
  <defs>
    <linearGradient id="${id}Bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e63d6"/><stop offset="1" stop-color="#0a2a66"/></linearGradient>
  </defs>
  <rect width="48" height="48" rx="12" fill="url(#${id}Bg)"/>
  <path d="M0 36 C14 30 30 40 48 28 V36 C48 42.6 42.6 48 36 48 H12 C5.4 48 0 42.6 0 36Z" fill="#fff" opacity=".08"/>
  <g transform="translate(7 8) scale(1.25)" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="${RUPEE_D}"/></g>
  <g fill="none" stroke="#f5a623" stroke-width="3.6" stroke-linecap="round" stroke-linejoin="round">
    <path d="M27 38 L40 25"/><path d="M32.5 24.2 H40.8 V32.5"/>
  </g>`)
}
const markSvg = (size = 48) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 48 48" role="img" aria-label="Loan Partner">${markBody()}</svg>`

function logoSvg() {
  return tidy(`
<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40" role="img" aria-label="Loan Partner">
  <title>Loan Partner</title>
  <g transform="translate(0 0) scale(${40 / 48})">${markBody('lg')}</g>
  <text x="49" y="27.5" textLength="117" lengthAdjust="spacingAndGlyphs" font-family="${FONT}" font-size="19" font-weight="800" letter-spacing="-0.4" fill="${C.ink}">Loan<tspan fill="${C.blue}" dx="5">Partner</tspan></text>
</svg>`)
}

// -------------------------------------------------------------- props ----
// Every prop is drawn in a 200x200 local box, roughly centred on (100,100).
const shadow = (cx = 100, rx = 70, cy = 186) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${r2(rx * 0.11)}" fill="#0a2a66" opacity=".16"/>`

const rupeeAt = (cx, cy, size, color = '#fff', sw = 3) =>
  `<g transform="translate(${r2(cx - size / 2)} ${r2(cy - size / 2)}) scale(${r2(size / 24)})" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-linejoin="round"><path d="${RUPEE_D}"/></g>`

function coinStack(n = 5, cx = 100, base = 176, rx = 46) {
  const ry = rx * 0.34
  const h = 13
  let s = shadow(cx, rx + 12, base + 8)
  for (let i = 0; i < n; i++) {
    const y = base - i * h
    s += `<path d="M${cx - rx} ${y} A${rx} ${ry} 0 0 0 ${cx + rx} ${y} V${y - h} A${rx} ${ry} 0 0 1 ${cx - rx} ${y - h}Z" fill="url(#gCoinSide)"/>`
    s += `<path d="M${cx - rx} ${y - h + 3} A${rx} ${ry} 0 0 0 ${cx + rx} ${y - h + 3}" fill="none" stroke="#ffd88a" stroke-width="1.5" opacity=".7"/>`
  }
  const ty = base - n * h
  s += `<ellipse cx="${cx}" cy="${ty}" rx="${rx}" ry="${ry}" fill="url(#gCoinTop)"/>`
  s += `<ellipse cx="${cx}" cy="${ty}" rx="${rx - 8}" ry="${r2(ry - 3)}" fill="none" stroke="#e58b06" stroke-width="2.5" opacity=".6"/>`
  s += `<g transform="translate(${cx} ${ty}) scale(1 .42) translate(${-cx} ${-ty})">${rupeeAt(cx, ty, 34, '#c46f00', 3.4)}</g>`
  return s
}
const coins = () => coinStack(5)
const coinsTall = () => coinStack(8, 100, 184, 40)

function bigCoin(cx = 100, cy = 100, r = 62) {
  return `<circle cx="${cx}" cy="${cy + 6}" r="${r}" fill="#c46f00"/>
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#gCoinTop)"/>
  <circle cx="${cx}" cy="${cy}" r="${r * 0.78}" fill="none" stroke="#e58b06" stroke-width="${r * 0.06}"/>
  <path d="M${cx - r * 0.62} ${cy - r * 0.5} A${r} ${r} 0 0 1 ${cx + r * 0.2} ${cy - r * 0.86}" stroke="#fff" stroke-width="${r * 0.07}" stroke-linecap="round" fill="none" opacity=".55"/>
  ${rupeeAt(cx, cy + r * 0.04, r * 0.9, '#b86400', 2.6)}`
}
const coin = () => shadow(100, 54, 178) + bigCoin(100, 100, 64)

function house() {
  return tidy(`${shadow(100, 84, 186)}
  <rect x="124" y="38" width="20" height="44" rx="3" fill="#0a2a66"/>
  <rect x="40" y="88" width="120" height="96" rx="8" fill="url(#gPaper)"/>
  <rect x="126" y="88" width="34" height="96" rx="8" fill="#d5e2fb"/>
  <path d="M26 98 L100 34 L174 98" fill="url(#gBlue)" stroke="#0f3d91" stroke-width="12" stroke-linejoin="round" stroke-linecap="round"/>
  <path d="M26 98 L100 34 L174 98" fill="none" stroke="#3b7cf0" stroke-width="4" stroke-linejoin="round" stroke-linecap="round" transform="translate(0 -6)" opacity=".9"/>
  <circle cx="100" cy="74" r="10" fill="#e8efff" stroke="#0a2a66" stroke-width="3"/>
  <rect x="86" y="124" width="30" height="60" rx="5" fill="url(#gSaffron)"/>
  <circle cx="108" cy="156" r="3" fill="#7a4500"/>
  <rect x="52" y="114" width="24" height="24" rx="4" fill="#bcd2fb" stroke="#1e63d6" stroke-width="3"/>
  <path d="M64 114 V138 M52 126 H76" stroke="#1e63d6" stroke-width="2"/>
  <rect x="128" y="114" width="22" height="24" rx="4" fill="#bcd2fb" stroke="#1e63d6" stroke-width="3"/>
  <path d="M139 114 V138 M128 126 H150" stroke="#1e63d6" stroke-width="2"/>`)
}

function briefcase() {
  return tidy(`${shadow(100, 80, 184)}
  <rect x="72" y="38" width="56" height="40" rx="12" fill="none" stroke="#0a2a66" stroke-width="10"/>
  <rect x="26" y="64" width="148" height="116" rx="18" fill="url(#gBlue)"/>
  <rect x="26" y="64" width="148" height="54" rx="18" fill="#2a70e6"/>
  <rect x="26" y="100" width="148" height="18" fill="#2a70e6"/>
  <path d="M26 118 H174" stroke="#0a2a66" stroke-width="4"/>
  <rect x="86" y="104" width="28" height="26" rx="6" fill="url(#gSaffron)"/>
  <rect x="96" y="112" width="8" height="10" rx="2" fill="#9a5a00"/>
  <path d="M40 80 Q50 72 66 72" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" opacity=".35"/>`)
}

function cardShape(fill = 'url(#gBlue)', accent = '#f5a623', x = 20, y = 48, w = 160) {
  const s = w / 160
  return tidy(`<g transform="translate(${x} ${y}) scale(${r2(s)})">
  <rect width="160" height="104" rx="14" fill="${fill}"/>
  <rect width="160" height="104" rx="14" fill="url(#gSheen)"/>
  <path d="M92 0 H146 Q160 0 160 14 V62 A66 66 0 0 1 92 0Z" fill="#fff" opacity=".08"/>
  <rect x="16" y="34" width="28" height="21" rx="5" fill="url(#gChip)"/>
  <path d="M16 44.5 H44 M30 34 V55" stroke="#a77a25" stroke-width="1.2" opacity=".7"/>
  <g fill="#fff" opacity=".9">
    <rect x="16" y="70" width="24" height="6" rx="3"/><rect x="46" y="70" width="24" height="6" rx="3"/>
    <rect x="76" y="70" width="24" height="6" rx="3"/><rect x="106" y="70" width="24" height="6" rx="3"/>
  </g>
  <rect x="16" y="86" width="52" height="5" rx="2.5" fill="#fff" opacity=".55"/>
  <circle cx="132" cy="86" r="9" fill="${accent}"/><circle cx="144" cy="86" r="9" fill="#fff" opacity=".55"/>
  <g fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" opacity=".8">
    <path d="M132 38 a8 8 0 0 1 0 14"/><path d="M138 34 a13 13 0 0 1 0 22"/>
  </g></g>`)
}
const card = () => shadow(100, 74, 176) + cardShape()
const cardSaffron = () => shadow(100, 74, 176) + cardShape('url(#gSaffron)', '#0f3d91')
const cardGreen = () => shadow(100, 74, 176) + cardShape('url(#gGreen)', '#f5a623')
function cardsFan() {
  return (
    shadow(100, 86, 184) +
    `<g transform="rotate(-14 100 110)">${cardShape('url(#gGreen)', '#fff', 18, 60)}</g>` +
    `<g transform="rotate(-4 100 110)">${cardShape('url(#gSaffron)', '#0f3d91', 22, 66)}</g>` +
    `<g transform="rotate(7 100 110)">${cardShape('url(#gBlue)', '#f5a623', 26, 76)}</g>`
  )
}

function cardsFanBright() {
  return (
    shadow(100, 86, 184) +
    `<g transform="rotate(-14 100 110)">${cardShape('url(#gBlue)', '#f5a623', 18, 60)}</g>` +
    `<g transform="rotate(-4 100 110)">${cardShape('url(#gGreen)', '#f5a623', 22, 66)}</g>` +
    `<g transform="rotate(7 100 110)">${cardShape('url(#gSaffron)', '#0f3d91', 26, 76)}</g>`
  )
}

function wallet() {
  return tidy(`${shadow(100, 82, 186)}
  <g transform="rotate(-10 100 60)">${cardShape('url(#gSaffron)', '#0f3d91', 44, 30, 112, 73)}</g>
  <g transform="rotate(6 100 60)">${cardShape('url(#gGreen)', '#fff', 56, 38, 104, 68)}</g>
  <rect x="22" y="70" width="156" height="112" rx="20" fill="url(#gBlue)"/>
  <rect x="30" y="78" width="140" height="96" rx="14" fill="none" stroke="#fff" stroke-width="2" stroke-dasharray="5 5" opacity=".35"/>
  <path d="M108 100 H178 V152 H108 A16 16 0 0 1 92 136 V116 A16 16 0 0 1 108 100Z" fill="#0a2a66"/>
  <circle cx="118" cy="126" r="9" fill="#f5a623"/><circle cx="118" cy="126" r="3.5" fill="#9a5a00"/>`)
}

function graph() {
  const bars = [44, 62, 54, 82, 104]
  let b = ''
  bars.forEach((h, i) => {
    const x = 44 + i * 24
    b += `<rect x="${x}" y="${154 - h}" width="16" height="${h}" rx="4" fill="${i === 4 ? 'url(#gSaffron)' : i % 2 ? '#1e63d6' : '#8fb3f6'}"/>`
  })
  return tidy(`${shadow(100, 80, 186)}
  <rect x="22" y="28" width="156" height="150" rx="18" fill="#fff" filter="url(#fShadow)"/>
  <rect x="40" y="44" width="46" height="8" rx="4" fill="#0f3d91"/>
  <rect x="40" y="58" width="28" height="6" rx="3" fill="#c9d6ee"/>
  <circle cx="154" cy="52" r="10" fill="#e6f5ed"/><path d="M149 52 l4 4 l7 -8" stroke="#138a4f" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M40 154 H162" stroke="#e2e8f0" stroke-width="2"/>
  ${b}
  <path d="M50 120 L74 98 L98 110 L122 82 L150 58" fill="none" stroke="#138a4f" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M138 56 L151 57 L150 70" fill="none" stroke="#138a4f" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`)
}

function car(body = 'url(#gBlueV)') {
  return tidy(`${shadow(100, 88, 176)}
  <path d="M18 140 Q18 116 44 110 L66 80 Q74 70 88 70 H130 Q144 70 152 82 L170 108 Q186 112 186 130 V142 Q186 152 176 152 H28 Q18 152 18 142Z" fill="${body}"/>
  <path d="M74 84 Q78 80 86 80 H104 V108 H56Z" fill="#dbe8ff"/>
  <path d="M112 80 H128 Q136 80 140 86 L154 108 H112Z" fill="#dbe8ff"/>
  <path d="M18 128 H186" stroke="#0a2a66" stroke-width="3" opacity=".35"/>
  <rect x="170" y="116" width="16" height="9" rx="4" fill="${body.includes('Saffron') ? '#fff4d6' : '#f5a623'}"/>
  <rect x="18" y="118" width="10" height="8" rx="3" fill="#e0483e"/>
  <rect x="96" y="118" width="14" height="4" rx="2" fill="#0a2a66" opacity=".5"/>
  <circle cx="58" cy="152" r="21" fill="#0f172a"/><circle cx="58" cy="152" r="9" fill="#cbd5e1"/>
  <circle cx="148" cy="152" r="21" fill="#0f172a"/><circle cx="148" cy="152" r="9" fill="#cbd5e1"/>`)
}

function person(torso = 'url(#gBlue)', hair = '#1f2937', variant = 0) {
  const hairD =
    variant === 0
      ? 'M72 60 Q72 28 100 28 Q128 28 128 58 Q120 44 100 44 Q80 44 72 60Z'
      : 'M70 66 Q66 26 100 26 Q134 26 130 66 Q134 92 124 100 Q128 70 118 48 Q100 56 80 48 Q72 70 76 100 Q66 92 70 66Z'
  return tidy(`${shadow(100, 60, 188)}
  <path d="M40 186 Q40 112 100 106 Q160 112 160 186Z" fill="${torso}"/>
  <path d="M86 106 L100 126 L114 106" fill="#fff" opacity=".9"/>
  <rect x="90" y="88" width="20" height="22" rx="8" fill="#c28559"/>
  <circle cx="100" cy="64" r="30" fill="url(#gSkin)"/>
  <path d="${hairD}" fill="${hair}"/>`)
}

function shieldCheck() {
  return tidy(`${shadow(100, 58, 186)}
  <path d="M100 24 L160 46 V96 Q160 148 100 176 Q40 148 40 96 V46Z" fill="url(#gGreen)"/>
  <path d="M100 24 L160 46 V96 Q160 148 100 176Z" fill="#0a5e34" opacity=".25"/>
  <path d="M72 100 L92 120 L130 80" fill="none" stroke="#fff" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>`)
}

function percentBadge() {
  return tidy(`${shadow(100, 54, 180)}
  <circle cx="100" cy="100" r="66" fill="url(#gSaffron)"/>
  <circle cx="100" cy="100" r="54" fill="none" stroke="#fff" stroke-width="3" opacity=".45"/>
  <circle cx="78" cy="78" r="13" fill="none" stroke="#fff" stroke-width="9"/>
  <circle cx="122" cy="122" r="13" fill="none" stroke="#fff" stroke-width="9"/>
  <path d="M128 70 L72 130" stroke="#fff" stroke-width="10" stroke-linecap="round"/>`)
}

function documentProp() {
  return tidy(`${shadow(100, 60, 186)}
  <path d="M44 24 H124 L156 56 V174 Q156 182 148 182 H52 Q44 182 44 174Z" fill="#fff" filter="url(#fShadow)"/>
  <path d="M124 24 V48 Q124 56 132 56 H156Z" fill="#c9d6ee"/>
  <rect x="60" y="48" width="48" height="8" rx="4" fill="#0f3d91"/>
  <g fill="#d3ddf0"><rect x="60" y="72" width="80" height="6" rx="3"/><rect x="60" y="88" width="70" height="6" rx="3"/><rect x="60" y="104" width="78" height="6" rx="3"/><rect x="60" y="120" width="52" height="6" rx="3"/></g>
  <path d="M60 156 q8 -12 16 0 t16 0 t14 -4" fill="none" stroke="#1e63d6" stroke-width="3" stroke-linecap="round"/>
  <circle cx="140" cy="158" r="18" fill="#138a4f"/>
  <path d="M131 158 l6 6 l12 -12" fill="none" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round"/>`)
}

function plant() {
  return tidy(`${shadow(100, 40, 186)}
  <g fill="#138a4f">
    <path d="M100 120 Q70 100 66 60 Q96 76 100 120Z" fill="#26b872"/>
    <path d="M100 120 Q132 96 140 52 Q104 70 100 120Z"/>
    <path d="M100 124 Q92 78 104 36 Q118 80 100 124Z" fill="#1a9d5c"/>
  </g>
  <path d="M72 120 H128 L120 180 Q119 186 112 186 H88 Q81 186 80 180Z" fill="url(#gSaffron)"/>
  <rect x="68" y="114" width="64" height="14" rx="5" fill="#e58b06"/>`)
}

function keyProp() {
  return tidy(`${shadow(100, 50, 180)}
  <g transform="rotate(-35 100 100)">
  <circle cx="66" cy="100" r="34" fill="url(#gSaffron)"/><circle cx="60" cy="100" r="11" fill="#fff"/>
  <rect x="94" y="92" width="84" height="16" rx="6" fill="url(#gSaffron)"/>
  <rect x="150" y="104" width="12" height="22" rx="3" fill="#e58b06"/><rect x="128" y="104" width="10" height="16" rx="3" fill="#e58b06"/>
  </g>`)
}

function arrowUp() {
  return tidy(`<path d="M24 168 C70 160 98 120 120 92 L150 52" fill="none" stroke="url(#gSaffron)" stroke-width="16" stroke-linecap="round"/>
  <path d="M120 44 L162 36 L156 80Z" fill="#f5a623" stroke="#f5a623" stroke-width="8" stroke-linejoin="round"/>`)
}

function calculator() {
  let keys = ''
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++)
      keys += `<rect x="${58 + c * 30}" y="${84 + r * 24}" width="24" height="18" rx="5" fill="${r === 3 && c === 2 ? '#f5a623' : '#2a70e6'}"/>`
  return tidy(`${shadow(100, 56, 186)}
  <rect x="46" y="22" width="108" height="162" rx="16" fill="#0f3d91"/>
  <rect x="58" y="36" width="84" height="34" rx="8" fill="#dff7ea"/>
  <rect x="96" y="48" width="36" height="10" rx="3" fill="#138a4f"/>
  ${keys}`)
}

const sparkle = (x, y, s = 10, fill = '#f5a623') =>
  `<path d="M${x} ${y - s} Q${x} ${y} ${x + s} ${y} Q${x} ${y} ${x} ${y + s} Q${x} ${y} ${x - s} ${y} Q${x} ${y} ${x} ${y - s}Z" fill="${fill}"/>`

const PROPS = {
  house,
  briefcase,
  card,
  cardSaffron,
  cardGreen,
  cardsFan,
  cardsFanBright,
  wallet,
  graph,
  car: () => car(),
  carSaffron: () => car('url(#gSaffron)'),
  coins,
  coinsTall,
  coin,
  personBlue: () => person('url(#gBlue)', '#1f2937', 0),
  personSaffron: () => person('url(#gSaffron)', '#1f2937', 1),
  personGreen: () => person('url(#gGreen)', '#2b1d12', 1),
  shield: shieldCheck,
  percent: percentBadge,
  doc: documentProp,
  plant,
  key: keyProp,
  arrow: arrowUp,
  calculator,
}

// -------------------------------------------------------- backgrounds ----
const BG = {
  light: { a: '#f6f8fc', b: '#dfe9ff', blob: '#cddcfb', blob2: '#ffffff', dot: '#1e63d6', dotO: 0.16 },
  blue: { a: '#1e63d6', b: '#0a2a66', blob: '#2a70e6', blob2: '#0a2a66', dot: '#ffffff', dotO: 0.14 },
  warm: { a: '#fffaf0', b: '#ffe6b8', blob: '#ffd68a', blob2: '#ffffff', dot: '#e58b06', dotO: 0.22 },
  mint: { a: '#f2fbf6', b: '#cdeedc', blob: '#b3e4c9', blob2: '#ffffff', dot: '#138a4f', dotO: 0.2 },
  navy: { a: '#0f3d91', b: '#071d48', blob: '#1e63d6', blob2: '#0a2a66', dot: '#f5a623', dotO: 0.25 },
}

function background(kind, w, h, seed = 1) {
  const t = BG[kind]
  const rand = rng(seed)
  const m = Math.min(w, h)
  const bx = w * (0.55 + rand() * 0.3)
  const by = h * (0.35 + rand() * 0.3)
  const dx = w * (0.04 + rand() * 0.1)
  const dy = h * (0.08 + rand() * 0.14)
  const dark = kind === 'blue' || kind === 'navy'
  return tidy(`
  <defs>
    <linearGradient id="bgG" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.a}"/><stop offset="1" stop-color="${t.b}"/></linearGradient>
    <radialGradient id="bgR"><stop offset="0" stop-color="${t.blob}" stop-opacity=".95"/><stop offset="1" stop-color="${t.blob}" stop-opacity="0"/></radialGradient>
    <pattern id="bgDots" width="${r2(m / 24)}" height="${r2(m / 24)}" patternUnits="userSpaceOnUse"><circle cx="${r2(m / 96)}" cy="${r2(m / 96)}" r="${r2(m / 200)}" fill="${t.dot}" opacity="${t.dotO}"/></pattern>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bgG)"/>
  <circle cx="${r2(bx)}" cy="${r2(by)}" r="${r2(m * 0.62)}" fill="url(#bgR)"/>
  <circle cx="${r2(bx)}" cy="${r2(by)}" r="${r2(m * 0.38)}" fill="${dark ? '#ffffff' : t.blob2}" opacity="${dark ? 0.06 : 0.55}"/>
  <circle cx="${r2(w * 0.08)}" cy="${r2(h * 1.02)}" r="${r2(m * 0.34)}" fill="${dark ? '#ffffff' : t.blob}" opacity="${dark ? 0.05 : 0.5}"/>
  <rect x="${r2(dx)}" y="${r2(dy)}" width="${r2(m * 0.3)}" height="${r2(m * 0.2)}" fill="url(#bgDots)"/>
  <rect x="${r2(w - dx - m * 0.22)}" y="${r2(h - dy - m * 0.16)}" width="${r2(m * 0.22)}" height="${r2(m * 0.14)}" fill="url(#bgDots)"/>
  `)
}

/**
 * items: [propName, cx (0..1 of width), cy (0..1 of height), size (fraction of height), rotate?]
 */
function scene(w, h, bgKind, items, { seed = 1, sparkles = true } = {}) {
  let body = background(bgKind, w, h, seed)
  for (const [name, cx, cy, size, rot = 0] of items) {
    const s = (size * h) / 200
    body += `<g transform="translate(${r2(cx * w)} ${r2(cy * h)}) rotate(${rot}) scale(${r2(s)}) translate(-100 -100)">${PROPS[name]()}</g>`
  }
  if (sparkles) {
    const rand = rng(seed * 7 + 3)
    const dark = bgKind === 'blue' || bgKind === 'navy'
    for (let i = 0; i < 3; i++) {
      const x = w * (0.06 + rand() * 0.88)
      const y = h * (0.08 + rand() * 0.2)
      body += sparkle(r2(x), r2(y), r2(h * (0.018 + rand() * 0.02)), i === 1 ? (dark ? '#ffffff' : '#1e63d6') : '#f5a623')
    }
  }
  return svgDoc(w, h, body)
}

// ------------------------------------------------------------ hero cards ----
function heroCard(theme) {
  const W = 560
  const H = 353
  const T = {
    blue: { a: '#2f78ee', b: '#0a2a66', accent: '#f5a623', glyph: '#ffffff' },
    gold: { a: '#f2a52c', b: '#a65306', accent: '#0f3d91', glyph: '#ffffff' },
    green: { a: '#27bb74', b: '#0a5530', accent: '#f5a623', glyph: '#ffffff' },
  }[theme]
  const body = tidy(`
  <defs>
    <linearGradient id="cg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${T.a}"/><stop offset="1" stop-color="${T.b}"/></linearGradient>
    <clipPath id="cc"><rect width="${W}" height="${H}" rx="28"/></clipPath>
    <filter id="ts" x="-5%" y="-20%" width="110%" height="160%"><feDropShadow dx="0" dy="1.5" stdDeviation="1.5" flood-color="#000" flood-opacity=".25"/></filter>
  </defs>
  <g clip-path="url(#cc)">
    <rect width="${W}" height="${H}" fill="url(#cg)"/>
    <circle cx="500" cy="-30" r="220" fill="#fff" opacity=".08"/>
    <circle cx="560" cy="380" r="170" fill="#fff" opacity=".06"/>
    <path d="M0 250 C150 190 300 330 560 220 V353 H0Z" fill="#fff" opacity=".07"/>
    <path d="M0 300 C170 250 330 360 560 290 V353 H0Z" fill="#000" opacity=".07"/>
    <rect width="${W}" height="${H}" fill="url(#gSheen)"/>
  </g>
  <rect x="1" y="1" width="${W - 2}" height="${H - 2}" rx="27" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2"/>
  <g transform="translate(40 34) scale(.8333)">${markBody('cm')}</g>
  <text x="90" y="63" font-family="${RFONT}" font-size="24" font-weight="700" fill="#fff" filter="url(#ts)">Loan Partner</text>
  <text x="520" y="62" text-anchor="end" font-family="${RFONT}" font-size="15" font-weight="700" letter-spacing="3" fill="#fff" opacity=".85">DEBIT</text>
  <rect x="44" y="118" width="70" height="52" rx="10" fill="url(#gChip)"/>
  <path d="M44 135 H66 M44 153 H66 M92 135 H114 M92 153 H114 M66 118 V170 M92 118 V170 M66 144 H92" stroke="#9c7224" stroke-width="1.6" fill="none" opacity=".7"/>
  <g fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".9">
    <path d="M140 132 a14 14 0 0 1 0 24"/><path d="M150 124 a24 24 0 0 1 0 40"/><path d="M160 116 a34 34 0 0 1 0 56"/>
  </g>
  <text x="44" y="238" font-family="${RFONT}" font-size="31" font-weight="600" letter-spacing="2.5" fill="#fff" filter="url(#ts)">•••• •••• •••• 4821</text>
  <text x="44" y="284" font-family="${RFONT}" font-size="11.5" font-weight="600" letter-spacing="2" fill="#fff" opacity=".75">CARD HOLDER</text>
  <text x="44" y="312" font-family="${RFONT}" font-size="21" font-weight="700" letter-spacing="2.5" fill="#fff" filter="url(#ts)">LOAN PARTNER</text>
  <text x="300" y="284" font-family="${RFONT}" font-size="11.5" font-weight="600" letter-spacing="2" fill="#fff" opacity=".75">VALID THRU</text>
  <text x="300" y="312" font-family="${RFONT}" font-size="21" font-weight="700" letter-spacing="2" fill="#fff" filter="url(#ts)">08/29</text>
  <g transform="translate(462 262)">
    <rect width="58" height="58" rx="14" fill="#fff" opacity=".16"/>
    <path d="M14 40 L29 22 L44 40" fill="none" stroke="${T.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M14 30 L29 12 L44 30" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round" opacity=".9"/>
  </g>`)
  return svgDoc(W, H, body)
}

// -------------------------------------------------------------- lenders ----
const LENDERS = [
  {
    name: 'Sahyog Finance',
    main: 'Sahyog',
    sub: 'FINANCE',
    glyph: `<circle cx="11" cy="16" r="8.5" fill="none" stroke="#3b4457" stroke-width="3.6"/><circle cx="21" cy="16" r="8.5" fill="none" stroke="#5b6478" stroke-width="3.6"/>`,
  },
  {
    name: 'Trivan Bank',
    main: 'Trivan',
    sub: 'BANK',
    glyph: `<path d="M3 11 L16 3 L29 11Z" fill="#3b4457" stroke="#3b4457" stroke-width="2" stroke-linejoin="round"/><g fill="#5b6478"><rect x="6" y="13" width="4" height="12" rx="1"/><rect x="14" y="13" width="4" height="12" rx="1"/><rect x="22" y="13" width="4" height="12" rx="1"/></g><rect x="3" y="26" width="26" height="3.5" rx="1.5" fill="#3b4457"/>`,
  },
  {
    name: 'Nirmala Capital',
    main: 'Nirmala',
    sub: 'CAPITAL',
    glyph: `<path d="M16 4 Q23 13 16 26 Q9 13 16 4Z" fill="#3b4457"/><path d="M16 26 Q4 24 2 12 Q12 13 16 26Z" fill="#5b6478"/><path d="M16 26 Q28 24 30 12 Q20 13 16 26Z" fill="#5b6478"/><rect x="6" y="27" width="20" height="3" rx="1.5" fill="#3b4457"/>`,
  },
  {
    name: 'Pankh Credit',
    main: 'Pankh',
    sub: 'CREDIT',
    glyph: `<path d="M3 22 L16 9 L29 22" fill="none" stroke="#3b4457" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><path d="M8 28 L16 20 L24 28" fill="none" stroke="#5b6478" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/><circle cx="16" cy="4" r="2.6" fill="#3b4457"/>`,
  },
  {
    name: 'Kaveri Fincorp',
    main: 'Kaveri',
    sub: 'FINCORP',
    glyph: `<circle cx="16" cy="16" r="14" fill="#3b4457"/><g fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round"><path d="M6 12 q5 -4 10 0 t10 0"/><path d="M6 18 q5 -4 10 0 t10 0" opacity=".75"/><path d="M8 24 q4 -3 8 0 t8 0" opacity=".5"/></g>`,
  },
  {
    name: 'Pragati Bank',
    main: 'Pragati',
    sub: 'BANK',
    glyph: `<rect x="2" y="2" width="28" height="28" rx="8" fill="none" stroke="#3b4457" stroke-width="3"/><g fill="#5b6478"><rect x="8" y="18" width="4" height="7" rx="1"/><rect x="14" y="13" width="4" height="12" rx="1"/></g><rect x="20" y="8" width="4" height="17" rx="1" fill="#3b4457"/>`,
  },
]

function lenderSvg(l) {
  return tidy(`
<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${l.name}">
  <title>${l.name}</title>
  <g transform="translate(4 8)">${l.glyph}</g>
  <text x="44" y="25" font-family="${FONT}" font-size="19" font-weight="700" letter-spacing="-0.3" fill="#2b3242">${l.main}</text>
  <text x="45" y="38.5" font-family="${FONT}" font-size="8.5" font-weight="600" letter-spacing="2.6" fill="#5b6478">${l.sub}</text>
</svg>`)
}

// ------------------------------------------------------ payment widget ----
function paymentStatusSvg() {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun']
  const vals = [62, 70, 66, 78, 84, 58]
  const base = 176
  const top = 78
  const span = base - top
  let bars = ''
  let pts = []
  months.forEach((m, i) => {
    const x = 40 + i * 48
    const h = (vals[i] / 100) * span
    const last = i === months.length - 1
    bars += `<rect x="${x}" y="${r2(base - h)}" width="22" height="${r2(h)}" rx="6" fill="${last ? '#f5a623' : i % 2 ? '#1e63d6' : '#0f3d91'}"${last ? ' opacity=".9"' : ''}/>`
    bars += `<text x="${x + 11}" y="198" text-anchor="middle" font-family="${FONT}" font-size="10.5" fill="#5b6478">${m}</text>`
    pts.push([x + 11, r2(base - h - 14)])
  })
  const line = 'M' + pts.map((p) => p.join(' ')).join(' L')
  const dots = pts
    .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="3.6" fill="#fff" stroke="${i === 5 ? '#f5a623' : '#138a4f'}" stroke-width="2.4"/>`)
    .join('')
  return tidy(`
<svg xmlns="http://www.w3.org/2000/svg" width="360" height="220" viewBox="0 0 360 220" role="img" aria-label="Monthly Payment Status chart">
  <title>Monthly Payment Status</title>
  <defs><filter id="ps" x="-10%" y="-10%" width="120%" height="130%"><feDropShadow dx="0" dy="4" stdDeviation="5" flood-color="#0a2a66" flood-opacity=".12"/></filter></defs>
  <rect x="6" y="4" width="348" height="210" rx="16" fill="#fff" stroke="#e3e8f2" filter="url(#ps)"/>
  <text x="24" y="34" font-family="${FONT}" font-size="14" font-weight="700" fill="#0f172a">Monthly Payment Status</text>
  <text x="24" y="51" font-family="${FONT}" font-size="10.5" fill="#5b6478">EMIs paid on time · last 6 months</text>
  <rect x="262" y="20" width="74" height="22" rx="11" fill="#e6f5ed"/>
  <circle cx="275" cy="31" r="3.5" fill="#138a4f"/>
  <text x="283" y="35" font-family="${FONT}" font-size="10.5" font-weight="600" fill="#138a4f">On track</text>
  <g stroke="#eef2f8" stroke-width="1.2"><path d="M30 78 H336"/><path d="M30 111 H336"/><path d="M30 144 H336"/></g>
  <path d="M30 176 H336" stroke="#dfe5ef" stroke-width="1.5"/>
  ${bars}
  <path d="${line}" fill="none" stroke="#138a4f" stroke-width="2.4" stroke-linejoin="round" stroke-linecap="round" stroke-dasharray="0"/>
  ${dots}
  <g font-family="${FONT}" font-size="10" fill="#5b6478">
    <circle cx="244" cy="62" r="4" fill="#0f3d91"/><text x="251" y="65.5">Paid</text>
    <circle cx="284" cy="62" r="4" fill="#f5a623"/><text x="291" y="65.5">Due</text>
  </g>
</svg>`)
}

// ---------------------------------------------------------------- about ----
function aboutSvg() {
  const W = 640
  const H = 480
  let body = background('light', W, H, 11)
  body += tidy(`
  <g transform="translate(0 -14)">
  <rect x="70" y="92" width="200" height="120" rx="20" fill="#fff" filter="url(#fShadow)"/>
  <rect x="92" y="114" width="90" height="10" rx="5" fill="#0f3d91"/>
  <rect x="92" y="134" width="150" height="8" rx="4" fill="#d3ddf0"/><rect x="92" y="150" width="120" height="8" rx="4" fill="#d3ddf0"/>
  <circle cx="228" cy="184" r="14" fill="#138a4f"/><path d="M221 184 l5 5 l9 -9" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M120 212 L110 236 L148 212Z" fill="#fff"/>
  <rect x="380" y="70" width="160" height="84" rx="20" fill="url(#gSaffron)"/>
  <path d="M492 154 L508 176 L470 154Z" fill="#eb9a17"/>
  ${rupeeAt(420, 112, 34, '#fff', 3.2)}
  <rect x="448" y="98" width="70" height="9" rx="4.5" fill="#fff" opacity=".9"/><rect x="448" y="116" width="50" height="9" rx="4.5" fill="#fff" opacity=".6"/>
  </g>
  <g transform="translate(96 170) scale(1.25)">${person('url(#gBlue)', '#1f2937', 0)}</g>
  <g transform="translate(294 170) scale(1.25)">${person('url(#gSaffron)', '#2b1d12', 1)}</g>
  <rect x="60" y="372" width="520" height="20" rx="10" fill="#0f3d91"/>
  <rect x="80" y="392" width="480" height="70" fill="url(#gBlueV)"/>
  <rect x="80" y="392" width="480" height="10" fill="#0a2a66" opacity=".5"/>
  <rect x="100" y="412" width="120" height="8" rx="4" fill="#fff" opacity=".18"/>
  <path d="M232 372 L248 310 H360 L344 372Z" fill="#cbd5e1"/>
  <path d="M238 372 L252 316 H354 L340 372Z" fill="#e8efff"/>
  <circle cx="296" cy="342" r="8" fill="#1e63d6" opacity=".6"/>
  <path d="M222 372 H380" stroke="#94a3b8" stroke-width="6" stroke-linecap="round"/>
  <g transform="translate(420 318) rotate(-6)"><rect width="88" height="54" rx="6" fill="#fff" filter="url(#fShadow)"/><rect x="10" y="12" width="46" height="6" rx="3" fill="#1e63d6"/><rect x="10" y="26" width="64" height="5" rx="2.5" fill="#d3ddf0"/><rect x="10" y="37" width="54" height="5" rx="2.5" fill="#d3ddf0"/></g>
  <g transform="translate(512 260) scale(.62)">${plant().replace(shadow(100, 40, 186), '')}</g>
  <g transform="translate(120 332)"><rect width="34" height="40" rx="6" fill="#fff" stroke="#cbd5e1" stroke-width="3"/><path d="M34 12 q14 0 14 12 t-14 12" fill="none" stroke="#cbd5e1" stroke-width="4"/><rect x="4" y="4" width="26" height="8" rx="3" fill="#7a4a25" opacity=".6"/></g>
  ${sparkle(330, 70, 12)}${sparkle(590, 220, 9, '#1e63d6')}${sparkle(40, 260, 8)}`)
  return svgDoc(W, H, body)
}

// ------------------------------------------------------------------- og ----
function ogSvg() {
  const W = 1200
  const H = 630
  let body = background('blue', W, H, 21)
  body += tidy(`
  <rect x="78" y="110" width="122" height="122" rx="32" fill="#fff" opacity=".95"/>
  <g transform="translate(86 118) scale(2.2)">${markBody('og')}</g>
  <text x="228" y="196" font-family="${RFONT}" font-size="76" font-weight="800" letter-spacing="-1" fill="#fff">Loan Partner</text>
  <rect x="90" y="262" width="96" height="8" rx="4" fill="#f5a623"/>
  <text font-family="${RFONT}" font-size="50" font-weight="700" fill="#fff" letter-spacing="-0.5">
    <tspan x="86" y="350">Easy, Fast &amp; Hassle-Free</tspan>
    <tspan x="86" y="414">Loans – <tspan fill="#f5a623">Just for You!</tspan></tspan>
  </text>
  <g font-family="${RFONT}" font-size="24" font-weight="600" fill="#dbe6ff">
    <g transform="translate(86 478)"><rect width="150" height="48" rx="24" fill="#fff" opacity=".1"/><text x="75" y="32" text-anchor="middle">Personal</text></g>
    <g transform="translate(250 478)"><rect width="150" height="48" rx="24" fill="#fff" opacity=".1"/><text x="75" y="32" text-anchor="middle">Business</text></g>
    <g transform="translate(414 478)"><rect width="120" height="48" rx="24" fill="#fff" opacity=".1"/><text x="60" y="32" text-anchor="middle">Home</text></g>
    <g transform="translate(548 478)"><rect width="100" height="48" rx="24" fill="#fff" opacity=".1"/><text x="50" y="32" text-anchor="middle">Car</text></g>
  </g>
  <g transform="translate(790 120) scale(1.55)">${cardsFanBright()}</g>
  <g transform="translate(960 330) scale(1.25)">${coinStack(6)}</g>
  ${sparkle(770, 110, 16)}${sparkle(1130, 90, 12, '#fff')}${sparkle(1120, 560, 10)}`)
  return svgDoc(W, H, body)
}

// ---------------------------------------------------------- compositions ----
const PRODUCTS = {
  consolidation: [
    'navy',
    [
      ['cardsFanBright', 0.3, 0.52, 0.62, -4],
      ['arrow', 0.54, 0.48, 0.34, 20],
      ['coinsTall', 0.76, 0.5, 0.66],
    ],
  ],
  overdraft: [
    'light',
    [
      ['wallet', 0.42, 0.52, 0.7],
      ['coins', 0.74, 0.6, 0.46],
      ['coin', 0.2, 0.34, 0.26],
    ],
  ],
  personal: [
    'warm',
    [
      ['personBlue', 0.36, 0.5, 0.78],
      ['coinsTall', 0.66, 0.56, 0.58],
      ['percent', 0.84, 0.3, 0.26],
    ],
  ],
  'balance-transfer': [
    'blue',
    [
      ['cardGreen', 0.26, 0.56, 0.5, -8],
      ['arrow', 0.5, 0.44, 0.3, 40],
      ['cardSaffron', 0.74, 0.42, 0.5, 8],
      ['percent', 0.76, 0.78, 0.2],
    ],
  ],
  business: [
    'light',
    [
      ['briefcase', 0.32, 0.55, 0.62],
      ['graph', 0.68, 0.48, 0.66],
    ],
  ],
  home: [
    'mint',
    [
      ['house', 0.44, 0.5, 0.72],
      ['plant', 0.17, 0.62, 0.4],
      ['coin', 0.76, 0.6, 0.32],
      ['key', 0.82, 0.3, 0.26],
    ],
  ],
}

const SERVICES = {
  'personal-loan': [
    [
      'light',
      [
        ['personBlue', 0.34, 0.53, 0.76],
        ['coinsTall', 0.56, 0.6, 0.5],
        ['graph', 0.78, 0.5, 0.56],
      ],
    ],
    [
      'warm',
      [
        ['coinsTall', 0.38, 0.54, 0.62],
        ['percent', 0.7, 0.42, 0.4],
      ],
    ],
    [
      'blue',
      [
        ['personSaffron', 0.36, 0.53, 0.74],
        ['doc', 0.7, 0.52, 0.56],
      ],
    ],
  ],
  'business-loan': [
    [
      'light',
      [
        ['briefcase', 0.3, 0.56, 0.58],
        ['graph', 0.58, 0.48, 0.64],
        ['coinsTall', 0.82, 0.6, 0.46],
      ],
    ],
    [
      'blue',
      [
        ['graph', 0.36, 0.5, 0.64],
        ['coins', 0.72, 0.6, 0.44],
      ],
    ],
    [
      'mint',
      [
        ['briefcase', 0.38, 0.56, 0.6],
        ['shield', 0.74, 0.44, 0.42],
      ],
    ],
  ],
  'overdraft-loan': [
    [
      'light',
      [
        ['wallet', 0.36, 0.54, 0.62],
        ['coins', 0.62, 0.62, 0.44],
        ['arrow', 0.82, 0.44, 0.4],
      ],
    ],
    [
      'warm',
      [
        ['wallet', 0.42, 0.54, 0.62],
        ['card', 0.76, 0.38, 0.34, 12],
      ],
    ],
    [
      'navy',
      [
        ['coin', 0.32, 0.48, 0.5],
        ['graph', 0.68, 0.52, 0.62],
      ],
    ],
  ],
  'home-loan': [
    [
      'mint',
      [
        ['house', 0.42, 0.52, 0.72],
        ['plant', 0.16, 0.64, 0.36],
        ['coinsTall', 0.68, 0.62, 0.44],
        ['key', 0.84, 0.34, 0.28],
      ],
    ],
    [
      'light',
      [
        ['house', 0.38, 0.52, 0.66],
        ['doc', 0.74, 0.54, 0.54],
      ],
    ],
    [
      'warm',
      [
        ['house', 0.4, 0.52, 0.66],
        ['shield', 0.74, 0.5, 0.44],
      ],
    ],
  ],
  'car-loan': [
    [
      'light',
      [
        ['car', 0.4, 0.56, 0.84],
        ['coinsTall', 0.76, 0.6, 0.5],
        ['percent', 0.88, 0.28, 0.24],
      ],
    ],
    [
      'warm',
      [
        ['car', 0.4, 0.56, 0.8],
        ['doc', 0.8, 0.48, 0.48],
      ],
    ],
    [
      'navy',
      [
        ['carSaffron', 0.4, 0.58, 0.8],
        ['percent', 0.8, 0.34, 0.34],
      ],
    ],
  ],
  'creditcard-loan': [
    [
      'blue',
      [
        ['cardsFanBright', 0.36, 0.54, 0.7],
        ['coinsTall', 0.66, 0.6, 0.48],
        ['percent', 0.84, 0.34, 0.26],
      ],
    ],
    [
      'light',
      [
        ['card', 0.4, 0.52, 0.6, -6],
        ['shield', 0.76, 0.5, 0.42],
      ],
    ],
    [
      'warm',
      [
        ['cardsFan', 0.4, 0.54, 0.66],
        ['percent', 0.76, 0.44, 0.36],
      ],
    ],
  ],
  overview: [
    null,
    [
      'light',
      [
        ['house', 0.3, 0.52, 0.46],
        ['car', 0.7, 0.62, 0.54],
        ['briefcase', 0.7, 0.26, 0.3],
      ],
    ],
    [
      'blue',
      [
        ['cardsFanBright', 0.34, 0.54, 0.56],
        ['coins', 0.68, 0.62, 0.36],
        ['percent', 0.78, 0.3, 0.28],
      ],
    ],
    [
      'mint',
      [
        ['doc', 0.32, 0.52, 0.56],
        ['shield', 0.62, 0.56, 0.4],
        ['graph', 0.84, 0.42, 0.36],
      ],
    ],
  ],
}

const BLOG = [
  'light',
  [
    ['doc', 0.3, 0.52, 0.62],
    ['graph', 0.56, 0.48, 0.56],
    ['coinsTall', 0.8, 0.6, 0.5],
  ],
]

// ---------------------------------------------------------------- video ----
const VW = 640
const VH = 360
const FPS = 15
const DUR = 10 // seconds; every motion below is periodic in DUR => seamless loop
const FRAMES = FPS * DUR

function videoFrame(i) {
  const t = i / FRAMES // 0..1, frame FRAMES == frame 0
  const TAU = Math.PI * 2
  const rand = rng(99)
  // moving blobs
  const b1 = [320 + 170 * Math.cos(TAU * t), 170 + 70 * Math.sin(TAU * t)]
  const b2 = [480 + 120 * Math.cos(TAU * t + 2.1), 250 + 60 * Math.sin(TAU * 2 * t + 1)]
  const b3 = [150 + 90 * Math.cos(TAU * t + 4), 90 + 50 * Math.sin(TAU * t + 0.5)]
  // floating coins (wrap off-screen)
  let floaters = ''
  for (let k = 0; k < 9; k++) {
    const x = 30 + rand() * 580
    const y0 = rand() * 480
    const sp = rand() < 0.5 ? 1 : 2
    const r = 5 + rand() * 7
    const y = ((((y0 - t * 480 * sp) % 480) + 480) % 480) - 60
    const sway = 10 * Math.sin(TAU * (t * sp) + k)
    floaters += `<g opacity="${r2(0.7 + (r - 5) / 25)}"><circle cx="${r2(x + sway)}" cy="${r2(y)}" r="${r2(r)}" fill="url(#gCoinTop)" stroke="#e58b06" stroke-width="1.2"/><circle cx="${r2(x + sway)}" cy="${r2(y)}" r="${r2(r * 0.55)}" fill="none" stroke="#c46f00" stroke-width="1" opacity=".6"/></g>`
  }
  // bars
  const base = 282
  let bars = ''
  const pts = []
  for (let k = 0; k < 6; k++) {
    const x = 108 + k * 46
    const h = 46 + k * 22 + 16 * Math.sin(TAU * t + k * 0.9)
    const last = k === 5
    bars += `<rect x="${x}" y="${r2(base - h)}" width="28" height="${r2(h)}" rx="7" fill="${last ? 'url(#vSaff)' : 'url(#vBar)'}"/>`
    pts.push([x + 14, r2(base - h - 16)])
  }
  const line = 'M' + pts.map((p) => p.join(' ')).join(' L')
  const dots = pts.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4.5" fill="#fff" stroke="#f5a623" stroke-width="3"/>`).join('')
  // coin
  const cy = 176 + 10 * Math.sin(TAU * t)
  const sx = r2(0.93 + 0.07 * Math.cos(TAU * 2 * t))
  const glint = r2(0.35 + 0.35 * Math.sin(TAU * 2 * t))
  const cx = 492
  const R = 66
  const coinG = `
    <g transform="translate(${cx} ${r2(cy)}) scale(${sx} 1) translate(${-cx} ${r2(-cy)})">
      <circle cx="${cx}" cy="${r2(cy + 7)}" r="${R}" fill="#b86400"/>
      <circle cx="${cx}" cy="${r2(cy)}" r="${R}" fill="url(#gCoinTop)"/>
      <circle cx="${cx}" cy="${r2(cy)}" r="${R * 0.78}" fill="none" stroke="#e58b06" stroke-width="4"/>
      <path d="M${cx - R * 0.62} ${r2(cy - R * 0.5)} A${R} ${R} 0 0 1 ${cx + R * 0.2} ${r2(cy - R * 0.86)}" stroke="#fff" stroke-width="5" stroke-linecap="round" fill="none" opacity="${glint}"/>
      ${rupeeAt(cx, cy + 3, R * 0.9, '#b86400', 2.6)}
    </g>`
  let tw = ''
  ;[
    [560, 70, 9, 0],
    [420, 60, 7, 1.7],
    [600, 300, 8, 3.1],
    [80, 60, 7, 4.2],
  ].forEach(([x, y, s, ph], k) => {
    const o = r2(0.25 + 0.75 * (0.5 + 0.5 * Math.sin(TAU * 2 * t + ph)))
    tw += `<g opacity="${o}">${sparkle(x, y, s, k % 2 ? '#ffffff' : '#f5a623')}</g>`
  })
  const body = tidy(`
  <defs>
    <linearGradient id="vBg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f3d91"/><stop offset="1" stop-color="#0a2a66"/></linearGradient>
    <radialGradient id="vB1"><stop offset="0" stop-color="#1e63d6" stop-opacity=".9"/><stop offset="1" stop-color="#1e63d6" stop-opacity="0"/></radialGradient>
    <radialGradient id="vB2"><stop offset="0" stop-color="#7fb0ff" stop-opacity=".35"/><stop offset="1" stop-color="#7fb0ff" stop-opacity="0"/></radialGradient>
    <radialGradient id="vB3"><stop offset="0" stop-color="#4f8cf0" stop-opacity=".6"/><stop offset="1" stop-color="#4f8cf0" stop-opacity="0"/></radialGradient>
    <linearGradient id="vBar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#bcd2fb"/></linearGradient>
    <linearGradient id="vSaff" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffc766"/><stop offset="1" stop-color="#f5a623"/></linearGradient>
  </defs>
  <rect width="${VW}" height="${VH}" fill="url(#vBg)"/>
  <circle cx="${r2(b1[0])}" cy="${r2(b1[1])}" r="300" fill="url(#vB1)"/>
  <circle cx="${r2(b2[0])}" cy="${r2(b2[1])}" r="230" fill="url(#vB2)"/>
  <circle cx="${r2(b3[0])}" cy="${r2(b3[1])}" r="200" fill="url(#vB3)"/>
  ${floaters}
  <rect x="84" y="62" width="306" height="248" rx="22" fill="#fff" fill-opacity=".08" stroke="#fff" stroke-opacity=".18" stroke-width="1.5"/>
  <g stroke="#fff" stroke-opacity=".1" stroke-width="1"><path d="M100 122 H374"/><path d="M100 176 H374"/><path d="M100 230 H374"/></g>
  <path d="M100 ${base} H374" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
  ${bars}
  <path d="${line}" fill="none" stroke="#f5a623" stroke-width="3.5" stroke-linejoin="round" stroke-linecap="round"/>
  ${dots}
  <ellipse cx="${cx}" cy="282" rx="${r2(58 * sx)}" ry="8" fill="#000" opacity="${r2(0.22 - (cy - 176) / 200)}"/>
  ${coinG}
  ${tw}`)
  return svgDoc(VW, VH, body)
}

async function buildVideo() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'lp-why-us-'))
  try {
    for (let i = 0; i < FRAMES; i++) {
      const png = await sharp(Buffer.from(videoFrame(i)))
        .png({ compressionLevel: 1 })
        .toBuffer()
      await writeFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`), png)
      if (i === 0) {
        const poster = await sharp(png).webp({ quality: 72, effort: 6 }).toBuffer()
        await writeFile(await out('media/why-us-poster.webp'), poster)
      }
    }
    const input = ['-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png')]
    const common = ['-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags', '+bitexact', '-threads', '1']
    const mp4 = await out('media/why-us.mp4')
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      ...input,
      '-c:v',
      'libx264',
      '-preset',
      'slow',
      '-crf',
      '26',
      '-profile:v',
      'high',
      '-tune',
      'animation',
      '-pix_fmt',
      'yuv420p',
      '-g',
      String(FPS * 2),
      '-movflags',
      '+faststart',
      ...common,
      mp4,
    ])
    const webm = await out('media/why-us.webm')
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '38',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-row-mt',
      '0',
      '-pix_fmt',
      'yuv420p',
      '-g',
      String(FPS * 2),
      ...common,
      webm,
    ])
  } finally {
    await rm(tmp, { recursive: true, force: true })
  }
}

// ----------------------------------------------------------------- main ----
async function main() {
  // 1. brand
  await writeText('favicon.svg', markSvg(48))
  await writeText('images/logo-mark.svg', markSvg(48))
  await writeText('images/logo.svg', logoSvg())
  await writePng('images/icon-192.png', markSvg(192))
  await writePng('images/icon-512.png', markSvg(512))

  // 2. hero cards
  const themes = ['blue', 'gold', 'green']
  for (let i = 0; i < themes.length; i++) {
    await writeWebp(`images/hero/card-${i + 1}.webp`, heroCard(themes[i]), { quality: 72, alpha: true })
  }

  // 3. lenders
  const index = []
  for (let i = 0; i < LENDERS.length; i++) {
    const file = `images/lenders/lender-${i + 1}.svg`
    await writeText(file, lenderSvg(LENDERS[i]))
    index.push({ file: `/${file}`, name: LENDERS[i].name })
  }
  await writeText('images/lenders/lenders.json', JSON.stringify(index, null, 2))

  // 4. products
  let seed = 100
  for (const [slug, [bg, items]] of Object.entries(PRODUCTS)) {
    await writeWebp(`images/products/${slug}.webp`, scene(640, 420, bg, items, { seed: seed++ }))
  }

  // 5. services
  for (const [slug, variants] of Object.entries(SERVICES)) {
    for (let v = 1; v <= 3; v++) {
      const def = slug === 'overview' ? variants[v] : variants[v - 1]
      const [bg, items] = def
      const [w, h] = slug !== 'overview' && v === 1 ? [960, 540] : [480, 360]
      await writeWebp(`images/services/${slug}-${v}.webp`, scene(w, h, bg, items, { seed: seed++ }))
    }
  }

  // 6. feature widget
  await writeText('images/features/payment-status.svg', paymentStatusSvg())

  // 7. about
  await writeWebp('images/about.webp', aboutSvg())

  // 8. og
  await writePng('images/og.png', ogSvg(), { palette: true })

  // 9. blog default
  await writeWebp('images/blog-default.webp', scene(800, 450, BLOG[0], BLOG[1], { seed: 77 }))

  // 10. video
  await buildVideo()

  // report
  let total = 0
  const rows = []
  for (const f of written) {
    const { size } = await stat(f)
    total += size
    rows.push(`${String(size).padStart(8)}  ${path.relative(ROOT, f)}`)
  }
  console.log(rows.join('\n'))
  console.log(`${String(total).padStart(8)}  TOTAL (${written.length} files)`)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
