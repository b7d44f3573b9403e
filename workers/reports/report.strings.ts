import type { ReportLanguage } from './report.types';

/** The fixed words of a report in one language. */
export interface ReportStrings {
  responses: string;
  completed: string;
  inProgress: string;
  winner: string;
  noClearWinner: string;
  averageScore: string;
  whatPeopleSaid: string;
  whyTheyAnswered: string;
  breakdownBy: string;
  /** Between a label and its value: "Winner: Logo A", "获胜选项：标志 A". */
  colon: string;
  quoteOpen: string;
  quoteClose: string;
  /** Long date in this language, e.g. "21 March 2025", "2025年3月21日". */
  date: (iso: string) => string;
  /** A count with this language's digit grouping, e.g. "1,234", "1.234", "1 234". */
  count: (n: number) => string;
}

type Words = Omit<ReportStrings, 'date' | 'count'>;

const WORDS: Record<ReportLanguage, Words> = {
  en: {
    responses: 'Responses',
    completed: 'Completed',
    inProgress: 'In progress',
    winner: 'Winner',
    noClearWinner: 'No clear winner',
    averageScore: 'Average score',
    whatPeopleSaid: 'What people said',
    whyTheyAnswered: 'Why they answered this way',
    breakdownBy: 'Breakdown by',
    colon: ': ',
    quoteOpen: '\u201c',
    quoteClose: '\u201d',
  },
  es: {
    responses: 'Respuestas',
    completed: 'Completada',
    inProgress: 'En curso',
    winner: 'Ganador',
    noClearWinner: 'Sin ganador claro',
    averageScore: 'Puntuación media',
    whatPeopleSaid: 'Lo que dijeron los participantes',
    whyTheyAnswered: 'Por qué respondieron así',
    breakdownBy: 'Desglose por',
    colon: ': ',
    quoteOpen: '\u00ab',
    quoteClose: '\u00bb',
  },
  ru: {
    responses: 'Ответы',
    completed: 'Завершён',
    inProgress: 'Идёт сбор ответов',
    winner: 'Победитель',
    noClearWinner: 'Нет явного победителя',
    averageScore: 'Средняя оценка',
    whatPeopleSaid: 'Что говорят участники',
    whyTheyAnswered: 'Почему так ответили',
    // Russian would decline the trait after "по", so the trait follows a colon instead.
    breakdownBy: 'Разбивка по признаку',
    colon: ': ',
    quoteOpen: '\u00ab',
    quoteClose: '\u00bb',
  },
  zh: {
    responses: '回复数',
    completed: '完成于',
    inProgress: '收集中',
    winner: '获胜选项',
    noClearWinner: '没有明显的获胜选项',
    averageScore: '平均分',
    whatPeopleSaid: '受访者怎么说',
    whyTheyAnswered: '为什么这样回答',
    breakdownBy: '细分维度',
    colon: '：',
    quoteOpen: '\u201c',
    quoteClose: '\u201d',
  },
  ja: {
    responses: '回答数',
    completed: '完了日',
    inProgress: '回答受付中',
    winner: '最多得票',
    noClearWinner: '明確な1位なし',
    averageScore: '平均スコア',
    whatPeopleSaid: '回答者の声',
    whyTheyAnswered: 'このように答えた理由',
    breakdownBy: '属性別の内訳',
    colon: '：',
    quoteOpen: '\u300c',
    quoteClose: '\u300d',
  },
};

/** UI strings for one report language; dates are shown in UTC so a report renders the same everywhere. */
export function reportStrings(language: ReportLanguage): ReportStrings {
  const words = WORDS[language];
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const counts = new Intl.NumberFormat(language);
  return { ...words, date: (iso) => dates.format(new Date(iso)), count: (n) => counts.format(n) };
}

/** "label: value" with the language's own colon. */
export function labelled(strings: ReportStrings, label: string, value: string): string {
  return `${label}${strings.colon}${value}`;
}
