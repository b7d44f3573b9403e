import { describe, expect, it } from 'vitest';
import { applyRowAction, blankDraft, chosenFiles, fieldOf, quoteInputOf, readDraftForm, rowAction, surveyInputOf, whereOf, type DraftBody } from './survey-form';

const posted = (fields: DraftBody) => readDraftForm(fields);

describe('survey editor form', () => {
  it('reads questions and options by their indexes, in order, with chosen files (empty file parts are none)', () => {
    const form = posted({
      name: 'Cans',
      country: 'gb',
      sampleSize: '150',
      targeting: 'gender-female',
      'q0.type': 'single_select',
      'q0.prompt': 'Which?',
      'q0.o0.label': 'A',
      'q0.o0.media': '',
      'q0.o0.file': Buffer.alloc(0),
      'q0.o1.label': '',
      'q0.o1.media': '',
      'q0.o1.file': Buffer.from('png'),
      'q2.type': 'open_ended',
      'q2.prompt': 'Name it',
    });
    expect(form.country).toBe('GB');
    expect(form.targeting).toEqual(['gender-female']);
    expect(form.questions.map((q) => q.type)).toEqual(['single_select', 'open_ended']);
    expect(form.questions[0].options.map((o) => [o.label, o.file?.toString()])).toEqual([
      ['A', undefined],
      ['', 'png'],
    ]);
    const files = chosenFiles(form);
    expect(files.map((f) => [f.field, f.where])).toEqual([['q0.o1.file', 'Question 1, option 2']]);
    files[0].put('http://localhost/media/x.png');
    expect(form.questions[0].options[1]).toEqual({ label: '', media: 'http://localhost/media/x.png' });
  });

  it('sends only what applies to each type: no options for open ended, the scale for likert, the variant for rating; empty rows left out', () => {
    const form = blankDraft();
    form.questions = [
      { type: 'open_ended', prompt: 'Name it', variant: 'stars5', scale: 'agreement5', context: '', contextMedia: '', options: [{ label: 'stray', media: '' }] },
      {
        type: 'likert',
        prompt: 'Premium?',
        variant: '',
        scale: 'agreement5',
        context: ' ',
        contextMedia: '',
        options: [
          { label: ' Looks premium ', media: '' },
          { label: '', media: '' },
        ],
      },
      { type: 'rating', prompt: 'Rate it', variant: 'stars5', scale: '', context: 'A can', contextMedia: 'https://cdn.example.com/c.png', options: [] },
    ];
    expect(surveyInputOf(form).questions).toEqual([
      { type: 'open_ended', prompt: 'Name it', variant: null, likertScale: null, context: null, options: [] },
      { type: 'likert', prompt: 'Premium?', variant: null, likertScale: 'agreement5', context: null, options: [{ label: 'Looks premium', mediaUrl: null }] },
      { type: 'rating', prompt: 'Rate it', variant: 'stars5', likertScale: null, context: { value: 'A can', mediaUrl: 'https://cdn.example.com/c.png' }, options: [] },
    ]);
    expect(quoteInputOf(form)).toEqual({ country: 'US', sampleSize: 100, questionTypes: ['open_ended', 'likert', 'rating'], targetingCount: 0 });
  });

  it('refuses a sample size that is not a whole number, naming the field', () => {
    const form = { ...blankDraft(), sampleSize: '1e3' };
    expect(() => surveyInputOf(form)).toThrow(expect.objectContaining({ kind: 'invalid', param: 'sampleSize' }));
    expect(quoteInputOf(form).sampleSize).toBeNull();
  });

  it('row buttons add and remove rows within the limits; unknown actions mean save', () => {
    expect(rowAction('save')).toBeNull();
    expect(rowAction('remove-option:1:x')).toBeNull();
    expect(rowAction('remove-question:10')).toBeNull();
    let form = blankDraft();
    form = applyRowAction(form, rowAction('add-option:0')!);
    expect(form.questions[0].options).toHaveLength(3);
    form = applyRowAction(form, rowAction('remove-option:0:1')!);
    expect(form.questions[0].options).toHaveLength(2);
    for (let i = 0; i < 12; i++) form = applyRowAction(form, rowAction('add-question')!);
    expect(form.questions).toHaveLength(10);
    for (let i = 0; i < 12; i++) form = applyRowAction(form, rowAction('remove-question:0')!);
    expect(form.questions).toHaveLength(1);
  });

  it('names the form field and the question a domain refusal is about', () => {
    expect(fieldOf('questions[1].options[0].value')).toBe('q1.o0.label');
    expect(fieldOf('questions[2].likertScale')).toBe('q2.scale');
    expect(fieldOf('questions[0].context.mediaUrl')).toBe('q0.contextFile');
    expect(fieldOf('questions[0].context.value')).toBe('q0.context');
    expect(fieldOf('questions[0].options[2].mediaUrl')).toBe('q0.o2.file');
    expect(fieldOf('questions[0].prompt')).toBe('q0.prompt');
    expect(fieldOf('sampleSize')).toBe('sampleSize');
    expect(fieldOf('teamId')).toBeNull();
    expect(whereOf('questions[1].prompt')).toBe('Question 2: ');
    expect(whereOf('name')).toBe('');
  });
});
