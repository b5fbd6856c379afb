// The gallery's printable sheets: A4 portrait (794 × 1123 CSS pixels, 96 per inch), white paper,
// black lines, colour only where it helps (a header band, the theory schemes).
import { BRAND, mark } from './brand';
import { esc } from './book';
import type { Picture } from '../render';

export const SHEET_WIDTH = 794;
export const SHEET_HEIGHT = 1123;

export interface SheetFrame {
  title: string;
  /** 'Actividad' or 'Teoría'. */
  kind: string;
  colour: string;
  instructions: string;
  /** A line for the child's name and the date (activity sheets). */
  nameLine?: boolean;
  /** A verse or a note at the foot. */
  foot?: string;
  /** The sheet's content, about 714 px wide. */
  body: string;
}

export function sheet(frame: SheetFrame): Picture {
  const css = `
    .sheet{width:${SHEET_WIDTH}px;height:${SHEET_HEIGHT}px;position:relative;background:#fff;font-family:Nunito;color:#222;}
    .band{position:absolute;top:0;left:0;right:0;height:16px;background:${frame.colour};}
    .top{position:absolute;top:34px;left:40px;right:40px;display:flex;align-items:center;gap:10px;font-size:15px;font-weight:800;color:#555;}
    .top .kind{margin-left:auto;background:${frame.colour};color:#fff;border-radius:999px;padding:4px 14px;letter-spacing:.1em;text-transform:uppercase;font-size:14px;}
    .content{position:absolute;top:84px;left:40px;right:40px;bottom:70px;display:flex;flex-direction:column;}
    h1{font-weight:900;font-size:44px;line-height:1.05;margin:0;color:#222;}
    .instr{font-size:20px;line-height:1.4;margin:8px 0 0;color:#333;}
    .name{display:flex;gap:24px;margin:14px 0 0;font-size:18px;font-weight:800;}
    .name span{flex:1;border-bottom:2px solid #444;padding-bottom:2px;}
    .name span:last-child{flex:.45;}
    .body{flex:1 1 auto;min-height:0;margin-top:18px;}
    .foot{position:absolute;left:40px;right:40px;bottom:26px;display:flex;justify-content:space-between;align-items:baseline;border-top:2px solid ${frame.colour};padding-top:8px;font-size:15px;color:#555;}
    .foot em{font-family:Lora;font-size:17px;color:#333;}`;
  return {
    html: `<style>${css}</style><div class="sheet"><div class="band"></div>
      <div class="top">${mark(30, false)}<span>${BRAND.name} · Recursos de Apoyo</span><span class="kind">${esc(frame.kind)}</span></div>
      <div class="content"><h1>${esc(frame.title)}</h1><p class="instr">${esc(frame.instructions)}</p>
      ${frame.nameLine ? '<div class="name"><span>Nombre:</span><span>Fecha:</span></div>' : ''}
      <div class="body" data-fit>${frame.body}</div></div>
      <div class="foot"><em>${esc(frame.foot ?? '')}</em><span>educandoenlafe</span></div></div>`,
    width: SHEET_WIDTH,
    height: SHEET_HEIGHT,
  };
}
