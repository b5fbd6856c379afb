// The activity part of a page or sheet: drawn to print well (black lines on white, large type).
import { LINE_ART } from '../art/ink';
import { makeMaze, makeWordSearch, mazeSvg, plain, wordSearchSvg } from '../art/puzzles';
import type { Activity } from '../content/types';
import type { ShelfTheme } from './brand';

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const lines = (count: number, gap = 38) =>
  Array.from({ length: count }, () => `<div style="height:${gap}px;border-bottom:2px dotted #9a8f8a"></div>`).join('');

/** The activity in a box `width` wide and about `height` tall. */
export function activityHtml(activity: Activity, width: number, theme: ShelfTheme, height = 430): string {
  switch (activity.type) {
    case 'colour': {
      const h = height;
      return `<div style="border:3px solid #222;border-radius:18px;overflow:hidden;width:${width}px;height:${h}px"><svg width="${width - 6}" height="${h - 6}" viewBox="0 0 ${width - 6} ${h - 6}" style="display:block">${activity.art(LINE_ART, width - 6, h - 6)}</svg></div>`;
    }
    case 'wordsearch': {
      const search = makeWordSearch(activity.words, activity.size, activity.seed, activity.backwards);
      const gridSide = Math.min(height - 70, width - 20);
      const cell = Math.floor(gridSide / activity.size);
      const side = cell * activity.size;
      const words = activity.words
        .map((w) => `<span style="border:2px solid ${theme.colour};border-radius:999px;padding:2px 12px;font-weight:800;font-size:${height > 600 ? 22 : 16}px;color:#333">${esc(plain(w))}</span>`)
        .join(' ');
      return `<div style="display:flex;flex-direction:column;align-items:center;gap:14px">
        <svg width="${side + 4}" height="${side + 4}" viewBox="-2 -2 ${side + 4} ${side + 4}">${wordSearchSvg(search, cell, theme.colour)}</svg>
        <div style="display:flex;flex-wrap:wrap;gap:8px;justify-content:center">${words}</div></div>`;
    }
    case 'maze': {
      const maze = makeMaze(activity.cols, activity.rows, activity.seed);
      const icon = Math.round(Math.min(130, height * 0.2));
      const cell = Math.floor(Math.min((width - 2 * icon - 16) / activity.cols, (height - 10) / activity.rows));
      const mw = cell * activity.cols;
      const mh = cell * activity.rows;
      const label = (text: string) => `<div style="font-weight:900;font-size:${Math.max(14, icon / 5)}px;text-align:center;color:${theme.dark}">${esc(text)}</div>`;
      return `<div style="display:flex;align-items:stretch;justify-content:center;gap:8px">
        <div style="width:${icon}px;display:flex;flex-direction:column;justify-content:flex-start;align-items:center;gap:4px">
          <svg width="${icon}" height="${icon}" viewBox="0 0 ${icon} ${icon}">${activity.start(LINE_ART, icon, icon)}</svg>${label(activity.startLabel)}
          <svg width="${icon * 0.6}" height="24" viewBox="0 0 36 24"><path d="M 2 12 L 30 12 M 22 4 L 32 12 L 22 20" fill="none" stroke="${theme.colour}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg></div>
        <svg width="${mw + 8}" height="${mh + 8}" viewBox="-4 -4 ${mw + 8} ${mh + 8}"><rect x="-4" y="-4" width="${mw + 8}" height="${mh + 8}" fill="#fff"/>${mazeSvg(maze, cell, '#222', Math.max(3, cell / 9))}</svg>
        <div style="width:${icon}px;display:flex;flex-direction:column;justify-content:flex-end;align-items:center;gap:4px">
          <svg width="${icon}" height="${icon}" viewBox="0 0 ${icon} ${icon}">${activity.end(LINE_ART, icon, icon)}</svg>${label(activity.endLabel)}</div></div>`;
    }
    case 'draw':
      return `<div style="height:${height - (activity.lines ?? 2) * 38 - 10}px;border:3px dashed ${theme.colour};border-radius:18px;background:#fff"></div>${lines(activity.lines ?? 2)}`;
    case 'questions':
      return activity.questions
        .map((q) => `<p style="font-size:19px;font-weight:800;margin:10px 0 0;color:${theme.dark}">${esc(q)}</p>${lines(activity.lines ?? 2, 36)}`)
        .join('');
    case 'tree': {
      const w = width;
      const h = height;
      // Leaves set so that none touches another, branches from the top of the trunk to each.
      const spots = [[0.5, 0.09], [0.2, 0.21], [0.8, 0.21], [0.5, 0.33], [0.15, 0.45], [0.85, 0.45], [0.35, 0.57], [0.65, 0.57]].slice(0, activity.leaves);
      const top = [w / 2, h * 0.66];
      const branches = spots.map(([x, y]) => `M ${top[0]} ${top[1]} Q ${w * (x + 0.5) / 2} ${h * (y + 0.8) / 2} ${w * x} ${h * y}`).join(' ');
      const leaves = spots
        .map(([x, y]) => `<ellipse cx="${(w * x).toFixed(0)}" cy="${(h * y).toFixed(0)}" rx="${(w * 0.135).toFixed(0)}" ry="${(h * 0.075).toFixed(0)}" fill="#fff" stroke="${theme.colour}" stroke-width="3"/>`)
        .join('');
      return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
        <path d="${branches}" fill="none" stroke="#222" stroke-width="4" stroke-linecap="round"/>
        <path d="M ${w / 2 - 26} ${h} Q ${w / 2 - 14} ${h * 0.8} ${w / 2 - 9} ${h * 0.64} L ${w / 2 + 9} ${h * 0.64} Q ${w / 2 + 14} ${h * 0.8} ${w / 2 + 26} ${h} Z" fill="#fff" stroke="#222" stroke-width="3"/>
        ${leaves}</svg>`;
    }
    case 'timeline': {
      const rows = activity.events
        .map(
          (e) => `<div style="display:grid;grid-template-columns:96px 28px 1fr;align-items:center;gap:10px;height:58px">
          <b style="font-size:20px;color:${theme.dark};text-align:right">${esc(e.year)}</b>
          <span style="width:24px;height:24px;border-radius:50%;background:${theme.colour};border:4px solid #fff;box-shadow:0 0 0 3px ${theme.colour}"></span>
          <span style="height:44px;border:2px dashed #9a8f8a;border-radius:10px;background:#fff"></span></div>`,
        )
        .join('');
      const shuffled = [...activity.events].sort((a, b) => a.text.localeCompare(b.text, 'es'));
      return `<div style="position:relative"><div style="position:absolute;left:117px;top:10px;bottom:10px;width:4px;background:${theme.light}"></div>${rows}</div>
        <p style="font-size:17px;font-weight:800;margin:12px 0 6px">Acontecimientos:</p>
        <ul style="margin:0;padding-left:22px;font-size:17px;line-height:1.4">${shuffled.map((e) => `<li>${esc(e.text)}</li>`).join('')}</ul>`;
    }
    case 'form':
      return activity.fields
        .map((f) => `<p style="font-size:18px;font-weight:800;margin:8px 0 0;color:${theme.dark}">${esc(f.label)}</p>${lines(f.lines, 34)}`)
        .join('');
  }
}
