import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENTS_TOTAL_BYTES } from '@lens/domain';
import { questionFormSchema, questionResponseSchema } from './feedback.ts';

const photo = { name: 'lobby.jpg', type: 'image/jpeg', size: 1_200_000 };

describe('question form', () => {
  it('accepts a question with and without images', () => {
    const form = {
      email: 'anna@example.com',
      message: 'Why is the phone MISSING?',
      image: [photo],
    };
    expect(questionFormSchema.parse(form)).toEqual(form);
    expect(questionFormSchema.parse({ email: 'anna@example.com', message: 'Hi' })).toEqual({
      email: 'anna@example.com',
      message: 'Hi',
      image: [],
    });
  });

  it('marks blank email and message', () => {
    const issues = questionFormSchema.safeParse({ email: ' ', message: '' }).error?.issues;
    expect(issues?.map((issue) => [issue.path, issue.message])).toEqual([
      [['email'], 'must not be blank'],
      [['message'], 'must not be blank'],
    ]);
  });

  it('allows images only, at most 10, below 25 MB in total', () => {
    const pdf = { name: 'brochure.pdf', type: 'application/pdf', size: 10 };
    expect(
      questionFormSchema.safeParse({ email: 'a', message: 'b', image: [photo, pdf] }).error
        ?.issues[0],
    ).toMatchObject({ path: ['image', 1, 'type'], message: 'Error: Only images allowed' });
    const eleven = Array.from({ length: 11 }, () => photo);
    expect(
      questionFormSchema.safeParse({ email: 'a', message: 'b', image: eleven }).error?.issues[0]
        ?.path,
    ).toEqual(['image']);
    const huge = [
      { ...photo, size: MAX_ATTACHMENTS_TOTAL_BYTES / 2 },
      { ...photo, size: MAX_ATTACHMENTS_TOTAL_BYTES / 2 },
    ];
    expect(
      questionFormSchema.safeParse({ email: 'a', message: 'b', image: huge }).error?.issues[0],
    ).toMatchObject({
      path: ['image'],
      message: 'Error: The maximum allowable total files size is 25MB',
    });
    const justBelow = [{ ...photo, size: MAX_ATTACHMENTS_TOTAL_BYTES - 1 }];
    expect(
      questionFormSchema.safeParse({ email: 'a', message: 'b', image: justBelow }).success,
    ).toBe(true);
  });

  it('answers with a message', () => {
    const answer = { message: 'Success: Your question has been sent' };
    expect(questionResponseSchema.parse(answer)).toEqual(answer);
  });
});
