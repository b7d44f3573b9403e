import { describe, expect, it } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { Survey } from '../../../subgraphs/surveys/entities/survey.entity';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, expectV2Error, json } from '../../helpers/http';
import { dereferencedDocument } from '../../helpers/openapi-document';
import { useTestService } from '../../helpers/service';

/** Spec: the option `product` is {asin, title, currency, image; price, salePrice, rating, reviews, reviewScore, numRatings}. */
const service = useTestService();
const api = apiClient(() => service().url);

const FULL = {
  asin: 'B0C1ALPHA1',
  title: 'Alpha bar',
  currency: 'USD',
  image: 'https://cdn.example.com/alpha.png',
  price: 3,
  salePrice: 2.5,
  rating: 4.5,
  reviews: 310,
  reviewScore: 4.7,
  numRatings: 1288,
};
const SPARSE = { asin: 'B0C1BRAVO2', reviewScore: 3.9 };
const NULLS = { title: null, currency: null, image: null, price: null, salePrice: null, rating: null, reviews: null, reviewScore: null, numRatings: null };
const productQuestion = (a: object, b: object) => ({ type: 'head_to_head', prompt: 'Which bar would you buy?', options: [{ product: a }, { product: b }] });

async function team() {
  const t = await makeTeam(service().em());
  return { ...t, full: await t.key(['read', 'write']) };
}

/** The products as stored (options.product JSON), in option order. */
async function storedProducts(surveyId: string) {
  const rows = await service()
    .em()
    .execute<{ product: unknown }[]>(
      'select o.product from surveys.options o join surveys.questions q on q.id = o.question_id where q.survey_id = ? order by q.position, o.position',
      [surveyId],
    );
  return rows.map((r) => r.product);
}

describe('product options: reviewScore and numRatings', () => {
  it('v2 takes them, stores them and shows them on create, read and v1; what was not sent is null', async () => {
    const t = await team();
    const res = await api('POST', '/v2/surveys', t.full, { questions: [productQuestion(FULL, SPARSE)] });
    expect(res.status).toBe(200);
    const created = await json(res);
    const expected = [FULL, { ...NULLS, ...SPARSE }];
    expect(created.questions[0].options.map((o: any) => [o.kind, o.product])).toEqual(expected.map((p) => ['product', p]));
    const guid = fromPublicId('srv', created.id)!;
    expect(await storedProducts(guid)).toEqual(expected);
    const read = await json(await api('GET', `/v2/surveys/${created.id}`, t.full));
    expect(read.questions[0].options.map((o: any) => o.product)).toEqual(expected);
    const onV1 = (await json(await api('GET', `/v1/surveys/${guid}`, t.full))).data;
    expect(onV1.questions[0].options.map((o: any) => [o.type, o.product])).toEqual(expected.map((p) => ['product', p]));

    // PATCH replaces the questions with the same rules.
    const patched = await json(await api('PATCH', `/v2/surveys/${created.id}`, t.full, { questions: [productQuestion(SPARSE, { asin: 'B0C1CHARL3', numRatings: 0 })] }));
    expect(patched.questions[0].options.map((o: any) => o.product)).toEqual([
      { ...NULLS, ...SPARSE },
      { ...NULLS, asin: 'B0C1CHARL3', numRatings: 0 },
    ]);
  });

  it('v1 makes products from an asin: both fields null until given', async () => {
    const t = await team();
    const res = await api('POST', '/v1/surveys', t.full, {
      questions: [{ type: 'head_to_head', prompt: 'Which bar?', options: [{ asin: 'B0C1ALPHA1' }, { asin: 'B0C1BRAVO2' }] }],
    });
    expect(res.status).toBe(201);
    const s = (await json(res)).data;
    expect(s.questions[0].options.map((o: any) => o.product)).toEqual([
      { ...NULLS, asin: 'B0C1ALPHA1' },
      { ...NULLS, asin: 'B0C1BRAVO2' },
    ]);
  });

  it('a product stored before the fields existed reads them as null on both surfaces', async () => {
    const t = await team();
    const created = await json(await api('POST', '/v2/surveys', t.full, { questions: [productQuestion(FULL, SPARSE)] }));
    const guid = fromPublicId('srv', created.id)!;
    await service()
      .em()
      .execute(`update surveys.options o set product = o.product - 'reviewScore' - 'numRatings' from surveys.questions q where q.id = o.question_id and q.survey_id = ?`, [guid]);
    const old = { ...FULL, reviewScore: null, numRatings: null };
    const v2 = await json(await api('GET', `/v2/surveys/${created.id}`, t.full));
    expect(v2.questions[0].options[0].product).toEqual(old);
    const v1 = (await json(await api('GET', `/v1/surveys/${guid}`, t.full))).data;
    expect(v1.questions[0].options[0].product).toEqual(old);
  });

  it('400 parameter_invalid for a reviewScore outside 0–5 or a numRatings that is not a whole number from 0; nothing is written', async () => {
    const t = await team();
    for (const [product, param] of [
      [{ asin: 'B0C1ALPHA1', reviewScore: 5.1 }, 'questions.0.options.0.product.reviewScore'],
      [{ asin: 'B0C1ALPHA1', reviewScore: -0.5 }, 'questions.0.options.0.product.reviewScore'],
      [{ asin: 'B0C1ALPHA1', numRatings: -1 }, 'questions.0.options.0.product.numRatings'],
      [{ asin: 'B0C1ALPHA1', numRatings: 2.5 }, 'questions.0.options.0.product.numRatings'],
      [{ asin: 'B0C1ALPHA1', numRatings: 2_147_483_648 }, 'questions.0.options.0.product.numRatings'],
    ] as const) {
      await expectV2Error(await api('POST', '/v2/surveys', t.full, { questions: [productQuestion(product, SPARSE)] }), 400, 'invalid_request_error', 'parameter_invalid', param);
    }
    expect(await service().em().count(Survey, { teamId: t.team.id })).toBe(0);
  });

  it('both OpenAPI documents describe them', async () => {
    const v2 = await dereferencedDocument(service().url, 'v2');
    const create = v2.paths['/v2/surveys'].post;
    // The create body is the object and its exactly-one-of rule (allOf).
    const body = create.requestBody.content['application/json'].schema.allOf[0].properties.questions.items.properties.options.items.properties.product;
    expect([body.properties.reviewScore, body.properties.numRatings]).toEqual([
      { type: 'number', minimum: 0, maximum: 5 },
      { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
    ]);
    const option = create.responses['200'].content['application/json'].schema.properties.questions.items.properties.options.items;
    const v2Product = option.properties.product.anyOf[0];
    expect(Object.keys(v2Product.properties)).toEqual(['asin', 'title', 'currency', 'image', 'price', 'salePrice', 'rating', 'reviews', 'reviewScore', 'numRatings']);
    const v1 = await dereferencedDocument(service().url, 'v1');
    const v1Option = v1.paths['/v1/surveys/{id}'].get.responses['200'].content['application/json'].schema.properties.data.properties.questions.items.properties.options.items;
    expect(Object.keys(v1Option.properties.product.properties)).toEqual(Object.keys(v2Product.properties));
  });
});
