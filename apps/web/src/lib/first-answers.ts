import { FIRST_ANSWERS_ELEMENT_ID } from '@lens/contracts';

// The page's answers describe the moment it was served: past this, a read goes to the server even
// if the page brought its answer and nothing has asked for it yet.
const FRESH_MS = 30_000;

let answers: Map<string, unknown> | null = null;

function pageAnswers(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return answers;
  try {
    const parsed = JSON.parse(element.textContent) as Record<string, unknown>;
    for (const [url, body] of Object.entries(parsed)) answers.set(url, body);
  } catch {
    // A page whose answers cannot be read asks the server, as a page without them does.
  }
  return answers;
}

/**
 * The answer the page was served with for a read's URL, taken once: the first asker of each URL
 * gets it without a round trip (docs/architecture.md, "Answers sent with the page"); later askers,
 * and anyone after the first half-minute, ask the server.
 */
export function takeFirstAnswer(url: string): { body: unknown } | undefined {
  if (performance.now() > FRESH_MS) {
    answers = new Map();
    return undefined;
  }
  const page = pageAnswers();
  if (!page.has(url)) return undefined;
  const body = page.get(url);
  page.delete(url);
  return { body };
}
