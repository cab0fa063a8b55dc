import { addAttachments, leftOutNotice } from '@lens/domain';
import { useState } from 'react';

/**
 * The images picked for a question. A pick that breaks a limit is refused whole with its error; a
 * pick past the count keeps what fits and says what was left out.
 */
export function useQuestionAttachments() {
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const pick = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const picked = [...files];
    const change = addAttachments(images, picked);
    setError(change.error);
    setNotice(leftOutNotice(change.leftOut));
    if (!change.error) setImages([...images, ...picked.slice(0, change.accepted.length)]);
  };

  const remove = (index: number) => {
    setImages(images.filter((_, at) => at !== index));
    setError(null);
    setNotice(null);
  };

  const clear = () => {
    setImages([]);
    setError(null);
    setNotice(null);
  };

  return { images, error, notice, pick, remove, clear };
}

export type QuestionAttachments = ReturnType<typeof useQuestionAttachments>;
