import { Lexer, type Token, type Tokens } from 'marked';

/** A part of an article: the introduction before the first `##` heading, or one `##` section. */
export interface HelpSection {
  /** From 0, in article order. */
  position: number;
  /** The `##` heading's text; null for the introduction. */
  heading: string | null;
  /** The section's Markdown as written, heading line included. */
  markdown: string;
  /** Its words without Markdown syntax: what is searched and what snippets are cut from. */
  text: string;
}

/**
 * Splits an article body at its level-2 headings with marked's lexer, so a `##` inside a code
 * block or a list is never taken for a heading. Deeper headings stay inside their section.
 */
export function splitSections(markdown: string): HelpSection[] {
  const tokens = Lexer.lex(markdown.replace(/\r\n?/g, '\n'));
  const groups: Token[][] = [[]];
  for (const token of tokens) {
    if (token.type === 'heading' && (token as Tokens.Heading).depth === 2) groups.push([]);
    groups[groups.length - 1].push(token);
  }
  return groups
    .filter((group) => group.some((t) => t.type !== 'space'))
    .map((group, position) => {
      const first = group[0];
      const heading = first.type === 'heading' && (first as Tokens.Heading).depth === 2 ? plainInline((first as Tokens.Heading).tokens) : null;
      return {
        position,
        heading,
        markdown: group
          .map((t) => t.raw)
          .join('')
          .trim(),
        text: plainBlocks(group),
      };
    });
}

/** The words of block tokens, one block per line. */
export function plainBlocks(tokens: Token[]): string {
  return tokens
    .map((t) => plainBlock(t))
    .filter((s) => s.length > 0)
    .join('\n');
}

function plainBlock(t: Token): string {
  switch (t.type) {
    case 'space':
    case 'hr':
    case 'html':
      return '';
    case 'code':
      return (t as Tokens.Code).text;
    case 'list':
      return (t as Tokens.List).items.map((item) => plainBlocks(item.tokens)).join('\n');
    case 'table': {
      const table = t as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) => cells.map((c) => plainInline(c.tokens)).join(' | ');
      return [row(table.header), ...table.rows.map(row)].join('\n');
    }
    case 'blockquote':
      return plainBlocks((t as Tokens.Blockquote).tokens);
    default: {
      const withChildren = t as { tokens?: Token[]; text?: string };
      if (withChildren.tokens) return plainInline(withChildren.tokens);
      return withChildren.text ?? '';
    }
  }
}

function plainInline(tokens: Token[]): string {
  return tokens
    .map((t) => {
      switch (t.type) {
        case 'html':
          return '';
        case 'br':
          return ' ';
        case 'image':
          return (t as Tokens.Image).text;
        case 'codespan':
          return (t as Tokens.Codespan).text;
        default: {
          const withChildren = t as { tokens?: Token[]; text?: string };
          if (withChildren.tokens && withChildren.tokens.length > 0) return plainInline(withChildren.tokens);
          return withChildren.text ?? '';
        }
      }
    })
    .join('')
    .trim();
}
