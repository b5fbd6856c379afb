// Banners of the home page, video thumbnails (a title frame) and the frames of the demo videos, the
// site's sharing image and its app icons.
import { pathToFileURL } from 'node:url';
import type { Art } from '../art/scenes';
import { BRAND, mark } from './brand';
import { esc, svg } from './book';
import type { Picture } from '../render';

export const BANNER = { width: 1200, height: 450 };
export const THUMBNAIL = { width: 640, height: 360 };

/** A wide picture for the home slideshow: no words on it (the banner's text is shown beside it). */
export function banner(art: Art): Picture {
  return { html: svg(art, BANNER.width, BANNER.height), ...BANNER };
}

export interface TitleFrame {
  title: string;
  /** Above the title: 'Conferencia', 'Curso'. */
  kind: string;
  /** Under the title. */
  subtitle: string;
  colour: string;
  art: Art;
  /** A play mark, as on a thumbnail. */
  play?: boolean;
}

/** The title frame of a video: its thumbnail and the video's first seconds. */
export function titleFrame(frame: TitleFrame, size = THUMBNAIL): Picture {
  const k = size.width / THUMBNAIL.width;
  const css = `
    .f{width:640px;height:360px;position:relative;overflow:hidden;font-family:Nunito;color:#fff;transform:scale(${k});transform-origin:0 0;}
    .art{position:absolute;right:0;top:0;}
    .panel{position:absolute;left:0;top:0;bottom:0;width:300px;background:${frame.colour};clip-path:polygon(0 0,100% 0,86% 100%,0 100%);padding:58px 56px 24px 30px;display:flex;flex-direction:column;}
    .kind{font-weight:900;font-size:14px;letter-spacing:.16em;text-transform:uppercase;opacity:.9;}
    h1{font-weight:900;font-size:38px;line-height:1.02;margin:10px 0 0;}
    .sub{font-family:Lora;font-style:italic;font-size:17px;line-height:1.3;margin:10px 0 0;opacity:.95;}
    .brand{margin-top:auto;display:flex;align-items:center;gap:8px;font-family:Lora;font-weight:700;font-size:15px;}
    .play{position:absolute;right:26px;bottom:22px;width:62px;height:62px;border-radius:50%;background:rgba(0,0,0,.55);display:grid;place-items:center;}`;
  return {
    html: `<style>${css}</style><div class="f"><div class="art">${svg(frame.art, 420, 360)}</div>
      <div class="panel"><span class="kind">${esc(frame.kind)}</span><h1>${esc(frame.title)}</h1><p class="sub">${esc(frame.subtitle)}</p>
      <div class="brand">${mark(26, false, BRAND.primaryDark)}<span>${BRAND.name}</span></div></div>
      ${frame.play ? '<div class="play"><svg width="26" height="28" viewBox="0 0 26 28"><path d="M 4 2 L 24 14 L 4 26 Z" fill="#fff"/></svg></div>' : ''}</div>`,
    width: size.width,
    height: size.height,
  };
}

/** A frame of a video with one idea on it. */
export function ideaFrame(title: string, idea: string, colour: string, art: Art, size = THUMBNAIL): Picture {
  const k = size.width / THUMBNAIL.width;
  const css = `
    .f{width:640px;height:360px;position:relative;overflow:hidden;font-family:Nunito;background:#fffaf0;transform:scale(${k});transform-origin:0 0;}
    .bar{position:absolute;left:0;right:0;top:0;height:54px;background:${colour};color:#fff;font-weight:900;font-size:20px;display:flex;align-items:center;padding:0 24px;gap:10px;}
    .art{position:absolute;left:24px;top:82px;border-radius:18px;overflow:hidden;border:4px solid ${colour};}
    .idea{position:absolute;left:296px;right:28px;top:82px;bottom:28px;display:flex;align-items:center;font-family:Lora;font-size:27px;line-height:1.3;color:#2b2430;}`;
  return {
    html: `<style>${css}</style><div class="f"><div class="bar">${mark(30, false, BRAND.primaryDark)}<span>${esc(title)}</span></div>
      <div class="art">${svg(art, 252, 240)}</div><div class="idea" data-fit>${esc(idea)}</div></div>`,
    width: size.width,
    height: size.height,
  };
}

/** The image a shared link shows (Open Graph, Twitter): the mark, the name, and three covers. */
export function sharingImage(coverFiles: string[]): Picture {
  const covers = coverFiles
    .map((file, i) => `<img src="${pathToFileURL(file).href}" style="position:absolute;width:250px;height:312px;border-radius:10px;box-shadow:0 14px 30px rgba(0,0,0,.35);
      left:${660 + i * 130}px;top:${150 + (i % 2) * 36}px;transform:rotate(${[-8, 3, 9][i]}deg)">`)
    .join('');
  const css = `
    .og{width:1200px;height:630px;position:relative;overflow:hidden;font-family:Nunito;color:#fff;
      background:radial-gradient(circle at 15% 20%,rgba(255,255,255,.14),transparent 50%),radial-gradient(rgba(255,255,255,.08) 2px,transparent 2.5px) 0 0/26px 26px,${BRAND.primary};}
    .text{position:absolute;left:70px;top:110px;width:590px;}
    h1{font-family:Lora;font-weight:700;font-size:64px;line-height:1;margin:26px 0 0;white-space:nowrap;}
    p{font-size:30px;line-height:1.35;margin:24px 0 0;opacity:.95;}
    .chips{display:flex;flex-wrap:wrap;gap:10px;margin-top:34px;}
    .chips span{background:${BRAND.accent};border-radius:999px;padding:8px 18px;font-weight:900;font-size:21px;}`;
  return {
    html: `<style>${css}</style><div class="og"><div class="text">${mark(96, false, BRAND.primaryDark)}<h1>${BRAND.name}</h1>
      <p>Libros, devocionarios, videos y recursos para catequistas y familias.</p>
      <div class="chips"><span>Libros</span><span>Devocionario</span><span>Videos</span><span>Recursos</span></div></div>${covers}</div>`,
    width: 1200,
    height: 630,
  };
}

/** The app icon at `size`; a full-bleed (maskable) icon keeps the book inside the middle 80 %. */
export function appIcon(size: number, maskable = false): Picture {
  const inner = maskable ? Math.round(size * 0.86) : size;
  return {
    html: `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:${maskable ? BRAND.primary : 'transparent'}">${mark(inner, maskable)}</div>`,
    width: size,
    height: size,
  };
}
