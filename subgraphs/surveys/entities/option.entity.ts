import { defineEntity, type InferEntity } from '@mikro-orm/core';
import { Question } from './question.entity';

export const OPTION_KINDS = ['text', 'image', 'imageSet', 'mockup', 'product'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

export interface OptionMockup {
  image: string;
  title: string | null;
  currency: string | null;
  price: number | null;
  rating: number | null;
  reviews: number | null;
  reviewScore: number | null;
  numRatings: number | null;
}

export interface OptionProduct {
  asin: string;
  title: string | null;
  currency: string | null;
  image: string | null;
  price: number | null;
  salePrice: number | null;
  rating: number | null;
  reviews: number | null;
  reviewScore: number | null;
  numRatings: number | null;
}

export const Option = defineEntity({
  name: 'Option',
  schema: 'surveys',
  tableName: 'options',
  properties: (p) => ({
    id: p.uuid().primary(),
    question: p.manyToOne(Question).fieldName('question_id'),
    position: p.integer(),
    kind: p.enum([...OPTION_KINDS]),
    label: p.text().nullable(),
    mediaUrl: p.text().nullable().fieldName('media_url'),
    imageSet: p.array<string>().fieldName('image_set'),
    mockup: p.json<OptionMockup>().nullable(),
    product: p.json<OptionProduct>().nullable(),
  }),
});
export type Option = InferEntity<typeof Option>;
