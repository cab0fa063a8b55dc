import { ACCOUNT_CALLS, type QuestionResponse } from '@lens/contracts';
import { callApi } from '../../../lib/api-client.ts';

/** Sends the question as multipart/form-data: email, message and one `image` part per file. */
export function sendQuestion(input: {
  email: string;
  message: string;
  images: readonly File[];
}): Promise<QuestionResponse> {
  const form = new FormData();
  form.append('email', input.email);
  form.append('message', input.message);
  for (const image of input.images) form.append('image', image, image.name);
  return callApi(ACCOUNT_CALLS.sendQuestion, { body: form });
}
