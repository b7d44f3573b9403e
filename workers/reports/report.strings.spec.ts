import { describe, expect, it } from 'vitest';
import { labelled, reportStrings } from './report.strings';
import type { ReportLanguage } from './report.types';

const LANGUAGES: ReportLanguage[] = ['en', 'es', 'ru', 'zh', 'ja'];
const WORDS = ['responses', 'completed', 'inProgress', 'winner', 'noClearWinner', 'averageScore', 'whatPeopleSaid', 'whyTheyAnswered', 'breakdownBy'] as const;

describe('reportStrings', () => {
  it('translates every UI word into every language', () => {
    const english = reportStrings('en');
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      const strings = reportStrings(language);
      for (const word of WORDS) {
        expect(strings[word], `${language}.${word}`).not.toBe('');
        expect(strings[word], `${language}.${word}`).not.toBe(english[word]);
      }
    }
  });

  it('writes dates in UTC in each language', () => {
    const iso = '2025-03-21T23:30:00.000Z';
    expect(reportStrings('en').date(iso)).toBe('March 21, 2025');
    expect(reportStrings('es').date(iso)).toBe('21 de marzo de 2025');
    expect(reportStrings('ru').date(iso).replace(/\s/g, ' ')).toBe('21 марта 2025 г.');
    expect(reportStrings('zh').date(iso)).toBe('2025年3月21日');
    expect(reportStrings('ja').date(iso)).toBe('2025年3月21日');
  });

  it('joins a label and its value with the language own colon', () => {
    expect(labelled(reportStrings('en'), 'Winner', 'A')).toBe('Winner: A');
    expect(labelled(reportStrings('zh'), '获胜选项', 'A')).toBe('获胜选项：A');
    expect(reportStrings('es').count(12345)).toBe('12.345');
  });
});
