import { Type } from '@sinclair/typebox';

export const ExportParams = Type.Object({ id: Type.String({ format: 'uuid', description: 'Survey GUID.' }) }, { additionalProperties: false });

export const CsvQuery = Type.Object(
  {
    version: Type.Optional(
      Type.String({ enum: ['v1', 'v2'], default: 'v2', description: 'v2 (default): long form, one row per response; v1: wide form, one row per respondent (docs/exports.md).' }),
    ),
    status: Type.Optional(
      Type.String({
        enum: ['valid', 'all'],
        default: 'valid',
        description:
          'valid (default): valid responses only, as in the results; all: rejected respondents too, with `status` and `rejection_reason` columns (docs/exports.md). Combines with `t`.',
      }),
    ),
    t: Type.Optional(
      Type.String({ minLength: 1, maxLength: 512, description: 'Signed download token from GET /surveys/{id}/exports; authenticates instead of the Authorization header.' }),
    ),
  },
  { additionalProperties: false },
);

export const ReportParams = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'Survey GUID.' }),
    file: Type.String({ pattern: '^report-[a-z]{2}(-preview)?\\.(pdf|png)$', description: 'report-<language>.pdf, report-<language>.png or report-<language>-preview.png.' }),
  },
  { additionalProperties: false },
);

export const ReportQuery = Type.Object(
  {
    t: Type.Optional(
      Type.String({ minLength: 1, maxLength: 512, description: 'Signed download token from GET /surveys/{id}/exports; authenticates instead of the Authorization header.' }),
    ),
  },
  { additionalProperties: false },
);

export const ReportBody = {
  content: {
    'application/pdf': { schema: { type: 'string', format: 'binary' } },
    'image/png': { schema: { type: 'string', format: 'binary' } },
  },
};

export const CsvBody = {
  content: { 'text/csv': { schema: { type: 'string', description: 'UTF-8, RFC 4180 quoting, LF line ends; columns in docs/exports.md.' } } },
};

export const ExportMetadata = Type.Object(
  {
    success: Type.Literal(true),
    data: Type.Object(
      {
        csv: Type.Object(
          {
            available: Type.Boolean({ description: 'Once the survey was published and has completed.' }),
            version: Type.String({ description: 'The CSV form the url gives (v2, long).' }),
            url: Type.String({ description: 'Download URL; when available it carries a signed token `t` valid for a few minutes.' }),
          },
          { additionalProperties: false },
        ),
        pdf: Type.Array(Type.Object({ url: Type.String(), language: Type.String() }, { additionalProperties: false })),
        png: Type.Array(Type.Object({ url: Type.String(), language: Type.String(), isPreview: Type.Boolean() }, { additionalProperties: false })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false, title: 'ExportMetadata' },
);
