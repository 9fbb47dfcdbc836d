import { describe, expect, it } from 'vitest';
import { CLAIM_FILE_MAX } from '@lease/contract';
import { judgeBatch } from './claimFiles';

const pdf = (name: string) => new File(['%PDF-1.7\n%%EOF\n'], name, { type: 'application/pdf' });
const pdfs = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => pdf(`${prefix}-${i + 1}.pdf`));

describe('a batch of files picked for a slot', () => {
  it('is refused whole when it would pass the count: none of it is kept', async () => {
    const max = CLAIM_FILE_MAX.otherFiles;
    const { kept, refused } = await judgeBatch([], pdfs(max + 1, 'other'), max);
    expect(kept).toEqual([]);
    expect(refused).toEqual([`Cannot upload more than ${max} items.`]);
  });

  it('keeps what the slot held and refuses the whole batch that would overfill it', async () => {
    const held = pdfs(7, 'held');
    const { kept, refused } = await judgeBatch(held, pdfs(4, 'more'), 10);
    expect(kept.map((f) => f.name)).toEqual(held.map((f) => f.name));
    expect(refused).toEqual(['Cannot upload more than 10 items.']);
  });

  it('takes a batch that fits, judging each file on its own', async () => {
    const notAFile = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const { kept, refused } = await judgeBatch(pdfs(7, 'held'), [...pdfs(2, 'more'), notAFile], 10);
    expect(kept).toHaveLength(9);
    expect(refused).toEqual([
      'notes.txt is not an accepted file: send pdf, docx, xlsx, jpeg, jpg, png or heic.',
    ]);
  });
});
