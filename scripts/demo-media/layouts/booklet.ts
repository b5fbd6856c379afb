// Pages of the Devocionario's booklets (600 × 750 CSS pixels, like the books). The first page is the
// cover; the others carry their number from 1.
import { BRAND, mark } from './brand';
import { esc, PAGE_HEIGHT, PAGE_WIDTH, svg } from './book';
import type { BookletContent, BookletPage } from '../content/types';
import type { Picture } from '../render';

function tint(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  return `rgb(${mix((n >> 16) & 255)},${mix((n >> 8) & 255)},${mix(n & 255)})`;
}

export function bookletCover(booklet: BookletContent): Picture {
  const css = `
    .cover{width:${PAGE_WIDTH}px;height:${PAGE_HEIGHT}px;position:relative;overflow:hidden;color:#fff;font-family:Lora;
      background:radial-gradient(circle at 50% 0%,rgba(255,255,255,.2),transparent 55%),${booklet.colour};}
    .frame{position:absolute;inset:18px;border:2px solid rgba(255,255,255,.55);border-radius:20px;}
    .frame::after{content:'';position:absolute;inset:6px;border:1px solid rgba(255,255,255,.35);border-radius:15px;}
    .kind{position:absolute;top:44px;left:0;right:0;text-align:center;font-family:Nunito;font-weight:900;font-size:15px;letter-spacing:.3em;text-transform:uppercase;opacity:.9;}
    .titles{position:absolute;top:70px;left:44px;right:44px;height:150px;display:flex;flex-direction:column;justify-content:center;text-align:center;}
    h1{font-weight:700;font-size:50px;line-height:1.02;margin:0;}
    .sub{font-style:italic;font-size:20px;opacity:.95;margin:10px 0 0;}
    .art{position:absolute;top:232px;left:50px;width:500px;border-radius:250px 250px 24px 24px;overflow:hidden;border:6px solid #fff;}
    .brand{position:absolute;bottom:40px;left:0;right:0;display:flex;justify-content:center;align-items:center;gap:12px;font-weight:700;font-size:22px;}`;
  return {
    html: `<style>${css}</style><div class="cover"><div class="frame"></div><div class="kind">Devocionario</div>
      <div class="titles" data-fit><h1>${esc(booklet.title)}</h1><p class="sub">${esc(booklet.subtitle)}</p></div>
      <div class="art">${svg(booklet.cover, 488, 390)}</div>
      <div class="brand">${mark(40)}<span>${BRAND.name}</span></div></div>`,
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
  };
}

export function bookletPage(booklet: BookletContent, page: BookletPage, number: number): Picture {
  const c = booklet.colour;
  const css = `
    .page{width:${PAGE_WIDTH}px;height:${PAGE_HEIGHT}px;position:relative;background:#fffcf5;color:#30262a;font-family:Lora;}
    .page::before{content:'';position:absolute;inset:16px;border:2px solid ${c};border-radius:14px;}
    .page::after{content:'';position:absolute;inset:22px;border:1px solid ${tint(c, 0.6)};border-radius:10px;}
    .content{position:absolute;top:44px;left:56px;right:56px;bottom:80px;display:flex;flex-direction:column;}
    .head{flex:none;text-align:center;margin-bottom:12px;}
    .head h2{font-weight:700;font-size:34px;color:${c};margin:0;line-height:1.1;}
    .head .intro{font-style:italic;font-size:18px;color:#5d5256;margin:8px 0 0;}
    .orn{display:block;margin:10px auto 0;}
    .icon{flex:none;align-self:center;border-radius:16px;overflow:hidden;border:3px solid ${tint(c, 0.55)};margin-bottom:16px;}
    .sections{flex:1 1 auto;min-height:0;font-size:21px;line-height:1.45;overflow:hidden;}
    .sections h3{font-family:Nunito;font-weight:900;font-size:.86em;letter-spacing:.04em;color:${c};margin:.75em 0 .15em;text-transform:uppercase;}
    .sections h3:first-child{margin-top:0;}
    .sections p{margin:0;hyphens:auto;text-align:justify;}
    .sections .response{margin-top:.45em;padding:.35em .7em;border-left:4px solid ${c};background:${tint(c, 0.9)};font-style:italic;white-space:pre-line;text-align:left;}
    .folio{position:absolute;left:56px;right:56px;bottom:34px;display:grid;grid-template-columns:1fr auto 1fr;align-items:center;font-family:Nunito;font-size:13px;font-weight:700;color:#8b7f7a;}
    .folio .n{width:36px;height:36px;transform:rotate(45deg);background:${c};display:grid;place-items:center;border-radius:6px;}
    .folio .n b{transform:rotate(-45deg);color:#fff;font-size:17px;font-weight:900;}
    .folio .r{text-align:right;}`;
  const sections = page.sections
    .map(
      (s) =>
        `${s.heading ? `<h3>${esc(s.heading)}</h3>` : ''}<p>${esc(s.text)}</p>${s.response ? `<p class="response">${esc(s.response)}</p>` : ''}`,
    )
    .join('');
  const ornament = `<svg class="orn" width="120" height="14" viewBox="0 0 120 14"><path d="M 0 7 L 48 7 M 72 7 L 120 7" stroke="${tint(c, 0.4)}" stroke-width="2"/><path d="M 60 1 L 66 7 L 60 13 L 54 7 Z" fill="${c}"/></svg>`;
  return {
    html: `<style>${css}</style><div class="page"><div class="content">
      <div class="head"><h2>${esc(page.title)}</h2>${page.intro ? `<p class="intro">${esc(page.intro)}</p>` : ''}${ornament}</div>
      ${page.icon ? `<div class="icon">${svg(page.icon, 294, 144)}</div>` : ''}
      <div class="sections" data-shrink data-fit>${sections}</div></div>
      <div class="folio"><span>${esc(booklet.title)}</span><span class="n"><b>${number}</b></span><span class="r">Devocionario</span></div>
    </div>`,
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
  };
}
