import { createServer, type IncomingMessage } from 'node:http';

/** One search request the stub answered: what the client sent. */
export interface StubRequest {
  path: string;
  /** Credentials, wherever the client put them (headers or query string). */
  appId: string | null;
  apiKey: string | null;
  requests: Array<{ indexName: string; query?: string; params?: string; [key: string]: unknown }>;
}

/** A running stand-in for Algolia's search hosts. */
export interface AlgoliaStub {
  /** `http://127.0.0.1:PORT`, for `search.docsearch.hosts`. */
  origin: string;
  /** Every search request so far, in order. */
  received: StubRequest[];
  stop(): Promise<void>;
}

/** Hits for a query: the stub answers every index and query with what this returns. */
export type StubAnswer = (query: string) => object[];

/**
 * A local HTTP server on 127.0.0.1 that speaks the one endpoint a search
 * client uses, `POST /1/indexes/*\/queries` (multiple queries), answering
 * each request with the hits `answer` gives for its query. CORS is open, as
 * Algolia's is, since the site's pages query it from their own origin.
 */
export function startAlgoliaStub(answer: StubAnswer): Promise<AlgoliaStub> {
  const received: StubRequest[] = [];
  const server = createServer(async (req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const url = new URL(req.url ?? '/', 'http://stub');
    if (req.method !== 'POST' || !/^\/1\/indexes\/[^/]+\/queries$/.test(url.pathname)) {
      return void res.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end('{"message":"Not a search endpoint","status":404}');
    }
    const body = JSON.parse(await readBody(req)) as { requests: StubRequest['requests'] };
    received.push({
      path: url.pathname,
      appId: header(req, 'x-algolia-application-id') ?? url.searchParams.get('x-algolia-application-id'),
      apiKey: header(req, 'x-algolia-api-key') ?? url.searchParams.get('x-algolia-api-key'),
      requests: body.requests,
    });
    const results = body.requests.map((request) => {
      const query = request.query ?? new URLSearchParams(request.params ?? '').get('query') ?? '';
      const hits = answer(query);
      return { hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 1, exhaustiveNbHits: true, query, params: '', index: request.indexName };
    });
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify({ results }));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ origin: `http://127.0.0.1:${port}`, received, stop: () => new Promise((done) => server.close(() => done())) });
    }),
  );
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
