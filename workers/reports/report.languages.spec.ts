import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { renderReportPdf, renderReportPng } from './index';
import { FONT_FAMILY, loadFonts } from './report.fonts';
import { LOGO_PROMPTS, localisedModel } from './report.fixtures';
import { rasterise } from './report.png';
import { parsePdf, pngStats } from '../../test/helpers/report-decoders';

const EXPECTED = {
  zh: { title: '标志偏好调查', winner: '获胜选项：标志 A', meta: '回复数：1,234 · 完成于：2025年3月21日', heading: '受访者怎么说' },
  ja: { title: 'ロゴの好みに関する調査', winner: '最多得票：ロゴ A', meta: '回答数：1,234 · 完了日：2025年3月21日', heading: '回答者の声' },
  ru: { title: 'Исследование логотипов', winner: 'Победитель: Логотип А', meta: 'Ответы: 1 234 · Завершён: 21 марта 2025 г.', heading: 'Что говорят участники' },
  es: {
    title: 'Estudio de preferencia de logotipos',
    winner: 'Ganador: Logotipo A',
    meta: 'Respuestas: 1234 · Completada: 21 de marzo de 2025',
    heading: 'Lo que dijeron los participantes',
  },
} as const;

const LANGUAGES = Object.keys(LOGO_PROMPTS) as (keyof typeof LOGO_PROMPTS)[];
const spaced = (s: string) => s.replace(/\s/g, ' ');

/** One character drawn large with the report's own resvg set-up. */
const glyphPng = (char: string) => rasterise(`<text x="10" y="45" font-family="${FONT_FAMILY}" font-size="40">${char}</text>`, 60, 60);

describe.each(LANGUAGES)('a %s report', (language) => {
  it('has its prompt, title and UI words in the PDF as real text', async () => {
    const pdf = await parsePdf(await renderReportPdf(localisedModel(language)));
    // Spaces compared as spaces: ICU puts no-break spaces in some Russian numbers and dates.
    const items = pdf.items.map((i) => spaced(i.str));
    // Exact strings back out of the PDF: the embedded subset has the glyphs and a ToUnicode map.
    expect(items).toContain(`Q1. ${LOGO_PROMPTS[language]}`);
    expect(items).toContain(EXPECTED[language].title);
    expect(items).toContain(EXPECTED[language].winner);
    expect(items).toContain(spaced(EXPECTED[language].meta));
    expect(items).toContain(EXPECTED[language].heading);
    expect(pdf.text).toContain('62.5% (5)');
    for (const item of pdf.items) {
      expect(item.x, item.str).toBeGreaterThanOrEqual(40);
      expect(item.x + item.width, item.str).toBeLessThanOrEqual(pdf.pageWidth - 40);
    }
  });

  it('has a glyph of its own for every character of the prompt and title', async () => {
    const { regular, bold } = loadFonts();
    const text = LOGO_PROMPTS[language] + EXPECTED[language].title + EXPECTED[language].winner;
    const chars = [...new Set(text.match(/\p{L}/gu))];
    for (const char of chars) {
      expect(regular.hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
      expect(bold.hasGlyphForCodePoint(char.codePointAt(0)!), char).toBe(true);
    }
    // Drawn, each character has ink and a shape of its own: missing glyphs would all be the same box.
    const images = await Promise.all(chars.map(glyphPng));
    for (const image of images) expect(pngStats(image).inkRatio).toBeGreaterThan(0.02);
    expect(new Set(images.map((b) => b.toString('base64'))).size).toBe(chars.length);
  });

  it('draws the title on the preview card', async () => {
    const card = await renderReportPng(localisedModel(language), { preview: true });
    expect(pngStats(card).width).toBe(1200);
    expect(pngStats(card, { top: 56, bottom: 120 }).inkRatio).toBeGreaterThan(0.03);
  });
});

describe('the PNG renderer', () => {
  it('draws text only with the shipped font, never a system font', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="60" height="60"><text x="10" y="45" font-size="40">${LOGO_PROMPTS.zh[0]}</text></svg>`;
    const withoutFonts = new Resvg(svg, { font: { fontFiles: [], loadSystemFonts: false }, background: 'white' }).render().asPng();
    expect(pngStats(withoutFonts).inkRatio).toBe(0);
    expect(pngStats(await glyphPng(LOGO_PROMPTS.zh[0])).inkRatio).toBeGreaterThan(0.02);
  });
});
