import outputs from '../../amplify_outputs.json';
import { firstReadRequests } from './first-read-requests';
import { fetchContactInfo } from '../features/contact/contactApi';
import { takeOverEarlyReads } from '../lib/early-reads';
import { earlyWork, startEarly, type EarlyReadBody, type EarlyWork, type EarlyWorkMessage } from '../lib/early-start';
import { stubMediaQueries, stubWindowSize } from '../testing/window-width';
import { FIRST_READS } from './first-reads';
import { LEAD_PICTURES } from './lead-pictures';
import { leadThumbnail, THUMB_SIZES } from '../features/videos/videoGrid';
import { leadPicture } from '../features/gallery/galleryGrid';
import { screenAt } from './routes';

const GRAPHQL = outputs.data.url;

/** The data API's requests from here on: their bodies, answered with an error (nothing is read). */
function recordRequests(): string[] {
  const bodies: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (String(url) === GRAPHQL && typeof init?.body === 'string') bodies.push(init.body);
      return Response.json({ data: null, errors: [{ message: 'not read in this test' }] });
    }),
  );
  return bodies;
}

const inWindow = (body: EarlyReadBody): string =>
  typeof body === 'string' ? body : window.matchMedia(body.media).matches ? body.oneColumn : body.wider;

afterEach(() => vi.unstubAllGlobals());

describe("the screens' first reads the page's start-up script makes", () => {
  it('are the requests each screen makes first, at a phone’s width and a desktop’s', async () => {
    const requests = await firstReadRequests(outputs);
    expect(Object.keys(requests).sort()).toEqual(Object.keys(FIRST_READS).sort());
    for (const width of [412, 1366]) {
      stubMediaQueries(width);
      for (const [screen, bodies] of Object.entries(requests)) {
        const module = (await screenAt(`/${screen}`)!.preload()) as { readAhead?: () => void };
        const sent = recordRequests();
        module.readAhead!();
        await vi.waitFor(() => expect(sent.length, `/${screen} at ${width} px`).toBeGreaterThanOrEqual(bodies.length), { timeout: 3000 });
        expect(new Set(sent), `/${screen} at ${width} px`).toEqual(new Set(bodies.map(inWindow)));
      }
    }
  });

  it("are taken by the screen's own call, which then sends nothing", async () => {
    const requests = await firstReadRequests(outputs);
    const sent = recordRequests();
    const contact = {
      id: 'c1',
      address: 'Calle 1',
      phone: '55',
      email: 'a@b.c',
      lat: 19.4,
      lng: -99.1,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    };
    takeOverEarlyReads(GRAPHQL, [
      {
        body: requests.contacto![0] as string,
        at: Date.now(),
        answer: Promise.resolve({
          status: 200,
          text: JSON.stringify({ data: { listContactInfos: { items: [contact], nextToken: null } } }),
        }),
      },
    ]);
    expect(await fetchContactInfo()).toEqual(expect.objectContaining({ id: 'c1', address: 'Calle 1', lat: 19.4 }));
    expect(sent).toEqual([]);
  });

  it("name each screen's largest picture where the screen's own rule finds it", async () => {
    const requests = await firstReadRequests(outputs);
    for (const [screen, lead] of Object.entries(LEAD_PICTURES)) {
      const read = requests[screen]?.[lead.read];
      expect(read, `/${screen}`).toBeDefined();
      // The read asks for the field (and the one onlyWhere names), in its one list (the start-up
      // script seeks the lead among the items of the answer's first field).
      for (const body of typeof read === 'string' ? [read] : [read!.oneColumn, read!.wider]) {
        const query = JSON.parse(body).query as string;
        expect(query.match(/\bitems\s*\{/g), `/${screen}`).toHaveLength(1);
        expect(query, `/${screen}`).toMatch(new RegExp(`\\b${lead.field}\\b`));
        if (lead.onlyWhere) expect(query, `/${screen}`).toMatch(new RegExp(`\\b${lead.onlyWhere}\\b`));
      }
    }
    const videos = [{ thumbnailPath: 'a.jpg' }, { thumbnailPath: 'b.jpg' }];
    expect(LEAD_PICTURES.conferencias).toEqual({ read: 1, field: 'thumbnailPath', sizes: THUMB_SIZES });
    expect(leadThumbnail(videos)).toBe(videos[0]![LEAD_PICTURES.conferencias!.field as 'thumbnailPath']);
  });

  it("seek the gallery's largest picture where the gallery does, at a phone's width, a tablet's and a desktop's", async () => {
    const requests = await firstReadRequests(outputs);
    const image = (n: number, isPublica: boolean) => ({
      id: `i${n}`,
      filePath: `galeria/${isPublica ? 'public' : 'privadas'}/${n}.webp`,
      isPublica,
    });
    // Private pictures first: the first public one is the third card, then the sixth.
    const pages = [[0, 1, 2, 3].map((n) => image(n, n === 2)), [0, 1, 2, 3, 4, 5, 6].map((n) => image(n, n === 5))];
    for (const width of [412, 600, 1366]) {
      for (const items of pages) {
        stubWindowSize(width);
        window.history.replaceState(null, '', '/galeria');
        const sent: EarlyWork[] = [];
        startEarly(
          {
            pool: { identityPoolId: 'us-east-1:pool', endpoint: 'http://identity.test/', userPoolClientId: 'client' },
            region: 'us-east-1',
            graphqlEndpoint: 'http://data.test/graphql',
            screens: { galeria: requests.galeria! },
            leads: LEAD_PICTURES,
            pictures: { bucketUrl: 'http://bucket.test/b', region: 'us-east-1', renditions: [], originalWidth: 1920 },
          },
          async (request) => void sent.push(request),
        );
        vi.stubGlobal(
          'fetch',
          vi.fn(async (url: string) =>
            url === 'http://data.test/graphql'
              ? Response.json({ data: { listImagenByCatalogo: { items, nextToken: null } } })
              : Response.json({ Credentials: { AccessKeyId: 'A', SecretKey: 'S', SessionToken: 'T', Expiration: 2e9 } }),
          ),
        );
        const messages: EarlyWorkMessage[] = [];
        await earlyWork({ ...sent[0]!, identityId: 'us-east-1:guest' }, (message) => messages.push(message));
        const lead = messages.find((m) => m.type === 'lead');
        expect(lead?.path, `${width} px, ${items.length} cards`).toBe(leadPicture(items));
        vi.unstubAllGlobals();
        delete window.earlyGuestCredentials;
        delete window.earlyReads;
      }
    }
    // Each width finds a different one.
    stubWindowSize(412);
    expect(pages.map(leadPicture)).toEqual([undefined, undefined]);
    stubWindowSize(600);
    expect(pages.map(leadPicture)).toEqual(['galeria/public/2.webp', undefined]);
    stubWindowSize(1366);
    expect(pages.map(leadPicture)).toEqual(['galeria/public/2.webp', 'galeria/public/5.webp']);
  });
});
