import { READ_AHEAD_FRESH_MS, withReadAhead } from './readAhead';

const page = (tag: string | null, limit: number, nextToken?: string) => ({ tag, limit, nextToken });

describe('withReadAhead', () => {
  it('hands the screen the read started ahead when it asks with the same arguments, once', async () => {
    const read = vi.fn(async (tag: string | null, limit: number, nextToken?: string) => page(tag, limit, nextToken));
    const reader = withReadAhead(read);
    reader.start(null, 12);
    expect(read).toHaveBeenCalledTimes(1);
    expect(await reader(null, 12, undefined)).toEqual(page(null, 12));
    expect(read).toHaveBeenCalledTimes(1);
    // Only once: a later read (the screen shown again) asks the server.
    await reader(null, 12);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('reads anew for other arguments, and once the read ahead is older than READ_AHEAD_FRESH_MS', async () => {
    let now = 0;
    const read = vi.fn(async (tag: string | null, limit: number) => page(tag, limit));
    const reader = withReadAhead(read, () => now);
    reader.start(null, 12);
    expect(await reader(null, 48)).toEqual(page(null, 48));
    expect(read).toHaveBeenCalledTimes(2);

    reader.start(null, 12);
    now = READ_AHEAD_FRESH_MS;
    await reader(null, 12);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it("gives the screen the read's failure, never an unhandled one before it asks", async () => {
    const reader = withReadAhead(async (limit: number) => {
      throw new Error(`no page of ${limit}`);
    });
    reader.start(12);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(reader(12)).rejects.toThrow('no page of 12');
  });
});
