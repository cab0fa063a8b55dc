import { describe, expect, it } from 'vitest';
import { validateQuestion } from './question-form.ts';

describe('validateQuestion: "email and message must be non-blank. Otherwise the fields are marked invalid and nothing is sent."', () => {
  it('accepts a question with both fields filled', () => {
    expect(validateQuestion({ email: 'gm@example.com', message: 'Why is Google red?' }).size).toBe(
      0,
    );
  });

  it('marks a blank email or message', () => {
    expect([...validateQuestion({ email: '', message: 'Hi' })]).toEqual(['email']);
    expect([...validateQuestion({ email: 'a@b.c', message: '  \n\t' })]).toEqual(['message']);
    expect([...validateQuestion({ email: ' ', message: '' })]).toEqual(['email', 'message']);
  });

  it('checks nothing else: "No other user input validation messages are shown."', () => {
    expect(validateQuestion({ email: 'not an email', message: 'x' }).size).toBe(0);
  });
});
