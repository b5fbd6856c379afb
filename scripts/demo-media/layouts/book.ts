// Covers and pages of the Virtual Library's books, at 600 × 750 CSS pixels (the viewer's 4:5 page).
// The cover carries no number ('Portada'); inner pages are numbered from 1 in reading order, as the
// reader's counter names them.
import { COLOUR, LINE_ART } from '../art/ink';
import type { Art } from '../art/scenes';
import { activityHtml } from './activities';
import { BRAND, mark, type ShelfTheme } from './brand';
import type { BookContent, BookPage } from '../content/types';
import type { Picture } from '../render';

export const PAGE_WIDTH = 600;
export const PAGE_HEIGHT = 750;

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A drawing as inline SVG of w × h. */
export function svg(art: Art, w: number, h: number, lineArt = false): string {
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="display:block">${art(lineArt ? LINE_ART : COLOUR, w, h)}</svg>`;
}

const BASE_CSS = `
  .page{width:${PAGE_WIDTH}px;height:${PAGE_HEIGHT}px;position:relative;background:#fffaf0;font-family:Nunito;color:#352a2c;padding:34px 40px 0;}
  .page::before{content:'';position:absolute;inset:12px;border:2px solid var(--light);border-radius:18px;pointer-events:none;}
  .panel{border-radius:22px;overflow:hidden;border:4px solid var(--c);background:#fff;}
  .body{position:absolute;left:40px;right:40px;top:var(--top);bottom:78px;overflow:hidden;}
  h2{font-weight:900;color:var(--dark);font-size:32px;line-height:1.1;margin:0 0 10px;}
  .text{font-size:var(--text);line-height:1.45;margin:0;hyphens:auto;}
  .quote{font-family:Lora;font-style:italic;font-size:19px;color:var(--dark);margin:12px 0 0;padding-left:14px;border-left:4px solid var(--c);}
  .folio{position:absolute;left:40px;right:40px;bottom:22px;display:grid;grid-template-columns:1fr auto 1fr;align-items:center;font-size:13px;font-weight:700;color:#8b7f7a;letter-spacing:.02em;}
  .folio .n{width:40px;height:40px;border-radius:50%;background:var(--c);color:#fff;font-size:19px;font-weight:900;display:grid;place-items:center;}
  .folio .r{text-align:right;}
  .tag{display:inline-block;background:var(--c);color:#fff;border-radius:999px;padding:4px 14px;font-size:14px;font-weight:800;letter-spacing:.08em;text-transform:uppercase;margin-bottom:10px;}
  ol.items,ul.items{list-style:none;padding:0;margin:6px 0 0;display:grid;gap:10px;}
  .items li{display:grid;grid-template-columns:34px 1fr;gap:12px;align-items:start;font-size:20px;line-height:1.35;}
  .items .dot{width:34px;height:34px;border-radius:50%;background:var(--light);border:3px solid var(--c);color:var(--dark);font-weight:900;font-size:17px;display:grid;place-items:center;}
  .items b{color:var(--dark);}
  .prayer{position:absolute;left:52px;right:52px;top:52px;bottom:96px;background:#fff;border:3px solid var(--c);border-radius:26px;padding:26px 30px;display:flex;flex-direction:column;align-items:center;text-align:center;box-shadow:0 0 0 8px var(--light);}
  .prayer .icon{border-radius:18px;overflow:hidden;border:3px solid var(--light);flex:none;}
  .prayer h2{font-family:Lora;font-weight:700;margin:16px 0 12px;}
  .prayer .words{font-family:Lora;font-size:calc(var(--text) - 1px);line-height:1.5;white-space:pre-line;}
  .prayer .note{margin-top:auto;padding-top:10px;font-size:17px;color:var(--dark);font-weight:800;}
`;

function folio(book: BookContent, number: number): string {
  return `<div class="folio"><span>${esc(book.title)}</span><span class="n">${number}</span><span class="r">${BRAND.name}</span></div>`;
}

function pageShell(theme: ShelfTheme, inner: string, css = ''): Picture {
  return {
    html: `<style>${BASE_CSS}${css}</style><div class="page" style="--c:${theme.colour};--dark:${theme.dark};--light:${theme.light};--text:${theme.text}px">${inner}</div>`,
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
  };
}

export function bookCover(book: BookContent, theme: ShelfTheme): Picture {
  const css = `
    .cover{width:${PAGE_WIDTH}px;height:${PAGE_HEIGHT}px;position:relative;overflow:hidden;font-family:Nunito;color:#fff;
      background:radial-gradient(circle at 20% 10%,rgba(255,255,255,.18),transparent 45%),
        radial-gradient(rgba(255,255,255,.13) 2px,transparent 2.5px) 0 0/22px 22px,${book.colour};}
    .cover .top{position:absolute;top:30px;left:40px;right:40px;display:flex;justify-content:space-between;align-items:center;}
    .badge{background:#fff;color:${theme.dark};border-radius:999px;padding:7px 18px;font-weight:900;font-size:17px;letter-spacing:.1em;text-transform:uppercase;box-shadow:0 3px 0 rgba(0,0,0,.15);}
    .series{font-weight:800;font-size:15px;letter-spacing:.12em;text-transform:uppercase;opacity:.9;}
    .titles{position:absolute;top:86px;left:40px;right:40px;height:168px;display:flex;flex-direction:column;justify-content:center;}
    h1{font-weight:900;font-size:52px;line-height:1.02;margin:0;text-shadow:0 3px 0 rgba(0,0,0,.18);}
    .sub{font-family:Lora;font-style:italic;font-size:22px;margin:10px 0 0;opacity:.95;}
    .art{position:absolute;top:266px;left:36px;width:528px;border-radius:28px;overflow:hidden;border:6px solid #fff;box-shadow:0 8px 0 rgba(0,0,0,.14);}
    .brand{position:absolute;bottom:26px;left:40px;right:40px;display:flex;align-items:center;gap:12px;font-family:Lora;font-weight:700;font-size:23px;}
    .brand span{flex:1;}
    .brand small{font-family:Nunito;font-size:14px;font-weight:800;letter-spacing:.1em;text-transform:uppercase;opacity:.85;}`;
  return {
    html: `<style>${css}</style><div class="cover">
      <div class="top"><span class="badge">${esc(theme.label)}</span><span class="series">Catequesis</span></div>
      <div class="titles" data-fit><h1>${esc(book.title)}</h1><p class="sub">${esc(book.subtitle)}</p></div>
      <div class="art">${svg(book.cover, 516, 328)}</div>
      <div class="brand">${mark(46)}<span>${BRAND.name}</span><small>Libro ilustrado</small></div>
    </div>`,
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
  };
}

export function bookPage(book: BookContent, theme: ShelfTheme, page: BookPage, number: number): Picture {
  switch (page.kind) {
    case 'story':
      return pageShell(
        theme,
        `<div class="panel">${svg(page.art, 512, 322)}</div>
        <div class="body" style="--top:404px" data-fit><h2>${esc(page.title)}</h2><p class="text">${esc(page.text)}</p>
        ${page.quote ? `<p class="quote">${esc(page.quote)}</p>` : ''}</div>${folio(book, number)}`,
      );
    case 'list': {
      const top = page.art ? 262 : 40;
      const items = page.items
        .map((item, i) => {
          const [head, ...rest] = item.split(': ');
          const text = rest.length ? `<b>${esc(head)}:</b> ${esc(rest.join(': '))}` : esc(item);
          return `<li><span class="dot">${page.numbered === false ? '✦' : (page.start ?? 1) + i}</span><span>${text}</span></li>`;
        })
        .join('');
      return pageShell(
        theme,
        `${page.art ? `<div class="panel">${svg(page.art, 512, 196)}</div>` : ''}
        <div class="body" style="--top:${top}px" data-fit><h2>${esc(page.title)}</h2>
        ${page.intro ? `<p class="text" style="font-size:20px;margin-bottom:8px">${esc(page.intro)}</p>` : ''}
        <ol class="items">${items}</ol></div>${folio(book, number)}`,
      );
    }
    case 'prayer':
      return pageShell(
        theme,
        `<div class="prayer" data-fit>${page.icon ? `<div class="icon">${svg(page.icon, 300, 170)}</div>` : ''}<h2>${esc(page.title)}</h2>
        <div class="words">${esc(page.text)}</div>${page.note ? `<div class="note">${esc(page.note)}</div>` : ''}</div>${folio(book, number)}`,
      );
    case 'activity':
      return pageShell(
        theme,
        `<div class="body" style="--top:36px;bottom:78px" data-fit><span class="tag">Actividad</span><h2>${esc(page.title)}</h2>
        <p class="text" style="font-size:19px;margin-bottom:14px">${esc(page.instructions)}</p>
        ${activityHtml(page.activity, 520, theme)}</div>${folio(book, number)}`,
      );
  }
}
