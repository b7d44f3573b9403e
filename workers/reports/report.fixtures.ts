import type { ReportLanguage, ReportModel, ReportQuestion } from './report.types';

/** Test models for the report specs: realistic shapes, every question type, every language. */

const AGE_ROWS = ['18-24', '25-34', '35-44', '45-54', '55+'];

export function choiceQuestion(position: number, prompt: string, labels: string[], votes: number[]): ReportQuestion {
  const total = votes.reduce((a, b) => a + b, 0) || 1;
  const top = Math.max(...votes);
  const leaders = votes.filter((v) => v === top).length;
  return {
    position,
    prompt,
    type: 'single_select',
    options: labels.map((label, i) => ({ label, votes: votes[i], percent: Math.round((votes[i] / total) * 1000) / 10 })),
    winner: leaders === 1 ? labels[votes.indexOf(top)] : null,
    averageScore: null,
    explanations: [],
    breakdown: null,
  };
}

/** The logo question: 5 of 8 votes = 62.5 % for the winner, with explanations and an age breakdown. */
export function logoQuestion(position: number, prompt = 'Which logo do you like most?'): ReportQuestion {
  return {
    ...choiceQuestion(position, prompt, ['Logo A', 'Logo B', 'Logo C'], [5, 2, 1]),
    explanations: [
      'The colours of A feel calm and trustworthy, and the shape is easy to recognise at small sizes.',
      'B looks modern but a bit cold.',
      `I would pick A because ${'it works on a dark background and on a light one, '.repeat(10)}and that matters for an app icon.`,
      'A fourth explanation that must not be shown.',
    ],
    breakdown: {
      trait: 'Age',
      rows: AGE_ROWS.map((value, r) => ({
        value,
        options: [
          { label: 'Logo A', percent: 40 + r * 10 },
          { label: 'Logo B', percent: 40 - r * 5 },
          { label: 'Logo C', percent: 20 - r * 5 },
        ],
      })),
    },
  };
}

export function ratingQuestion(position: number): ReportQuestion {
  return {
    ...choiceQuestion(position, 'How would you rate the new checkout?', ['1', '2', '3', '4', '5'], [1, 1, 2, 6, 10]),
    type: 'rating',
    averageScore: 4.2,
  };
}

export function openQuestion(position: number): ReportQuestion {
  return {
    position,
    prompt: 'What would make you switch to our product?',
    type: 'open_ended',
    options: [],
    winner: null,
    averageScore: null,
    explanations: ['A lower price.', 'Better support for teams.'],
    breakdown: null,
  };
}

export function model(questions: ReportQuestion[], language: ReportLanguage = 'en', title = 'Logo preference study'): ReportModel {
  return { title, surveyId: 'srv_0123456789abcdef0123456789abcdef', language, numResponses: 1234, completedAt: '2025-03-21T10:00:00.000Z', questions };
}

export const twoQuestionModel = () => model([logoQuestion(1), ratingQuestion(2)]);

/** 20 questions cycling through the kinds, each with its own prompt text. */
export function twentyQuestionModel(): ReportModel {
  const questions = Array.from({ length: 20 }, (_, i) => {
    const n = i + 1;
    const q = n % 3 === 0 ? openQuestion(n) : n % 3 === 1 ? logoQuestion(n) : ratingQuestion(n);
    return { ...q, prompt: `${q.prompt} (round ${n})` };
  });
  return model(questions, 'en', 'Twenty question study');
}

/** Ten options with long labels and a prompt of several lines: everything must wrap. */
export function longTextModel(): ReportModel {
  const prompt = `${'Thinking about the last time you bought groceries online, '.repeat(4)}which of these would matter most to you?`;
  const labels = Array.from({ length: 10 }, (_, i) => `Option ${i + 1}: ${'a long description of a delivery feature that goes on and on '.repeat(i % 3 === 0 ? 2 : 1)}`);
  const question = choiceQuestion(1, prompt, labels, [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  return model([{ ...question, explanations: ['x'.repeat(400), `${'word '.repeat(120)}end`] }], 'en', `${'A very long report title '.repeat(5)}end`);
}

export const LOGO_PROMPTS = {
  zh: '你最喜欢哪个标志？',
  ja: 'どのロゴが一番好きですか？',
  ru: 'Какой логотип вам больше нравится?',
  es: '¿Qué logotipo le gusta más?',
} as const;

export function localisedModel(language: keyof typeof LOGO_PROMPTS): ReportModel {
  const titles = { zh: '标志偏好调查', ja: 'ロゴの好みに関する調査', ru: 'Исследование логотипов', es: 'Estudio de preferencia de logotipos' };
  // The last labels are long on purpose: vega's own width estimate would undercount CJK glyphs.
  const labels = {
    zh: ['标志 A', '标志 B', '这几个标志我都不太喜欢'],
    ja: ['ロゴ A', 'ロゴ B', 'どのロゴもあまり好きではない'],
    ru: ['Логотип А', 'Логотип Б', 'Ни один из логотипов'],
    es: ['Logotipo A', 'Logotipo B', 'Ninguno de los logotipos'],
  };
  const q = logoQuestion(1, LOGO_PROMPTS[language]);
  const options = q.options.map((o, i) => ({ ...o, label: labels[language][i] }));
  return model([{ ...q, options, winner: options[0].label, breakdown: null }], language, titles[language]);
}
