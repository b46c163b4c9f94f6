// Every API answer an e2e test sees, checked against the served OpenAPI document: its operation (method and
// path template), a documented status, a documented content type and, for JSON, the answer's schema (ajv).
import type { APIRequestContext, APIResponse, Browser, BrowserContext, Response } from '@playwright/test';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
type MediaType = { schema?: Schema };
type Answer = { $ref?: string; description?: string; content?: Record<string, MediaType> };
type Operation = { operationId: string; responses: Record<string, Answer> };
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema>; responses?: Record<string, Answer> };
};

/** One answer as a test saw it: the request's method and URL, the status, the content type and the body. */
export type SeenAnswer = { method: string; url: string; status: number; type: string; body: Buffer | null };

/** Answers that are no operation: Swagger UI's own pages and files. */
const isApi = (url: URL) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/docs');

export class ApiContract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly routes: { method: string; path: string; pattern: RegExp; op: Operation }[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly doc: OpenApiDocument) {
    addFormats(this.ajv);
    // File bodies are never validated as JSON; the keyword only says "bytes".
    this.ajv.addFormat('binary', true);
    this.routes = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, op]) => ({
          method: method.toUpperCase(),
          path,
          pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`),
          op,
        })),
      )
      // The most specific template first: `/api/authenticate/exists/{name}` before `/api/authenticate/{x}`.
      .sort((a, b) => a.path.split('{').length - b.path.split('{').length);
  }

  /** `#/components/…` references replaced by what they name. */
  private resolve<T>(value: T): T {
    if (Array.isArray(value)) return value.map((v) => this.resolve(v)) as T;
    if (!value || typeof value !== 'object') return value;
    const ref = (value as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], this.doc);
      if (!target) throw new Error(`The document's reference ${ref} names nothing`);
      return this.resolve(target as T);
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.resolve(v)])) as T;
  }

  /** What is wrong with an answer, or null when the document describes it. */
  problem(seen: SeenAnswer): string | null {
    const url = new URL(seen.url);
    if (!isApi(url)) return null;
    const where = `${seen.method} ${url.pathname} answered ${seen.status}`;
    const route = this.routes.find((r) => r.method === seen.method && r.pattern.test(url.pathname));
    const json = /^application\/(.+\+)?json/.test(seen.type);
    const parsed = json && seen.body?.length ? (JSON.parse(seen.body.toString('utf8')) as unknown) : null;
    if (!route) {
      // The API's answer to a path it does not serve.
      const unknown = seen.status === 404 && (parsed as { error?: string })?.error === 'No such endpoint';
      return unknown ? null : `${where}, but the document has no such operation`;
    }
    const answer = route.op.responses[String(seen.status)];
    if (!answer) return `${where}, which ${route.op.operationId} does not document`;
    const { content } = this.resolve(answer);
    if (!content) return seen.body?.length ? `${where} with a body its document says it has none of` : null;
    const media = seen.type.split(';')[0]!.trim().toLowerCase();
    if (!(media in content))
      return `${where} as ${media || 'no content type'}; the document says ${Object.keys(content).join(', ')}`;
    if (!json) return null;
    const key = `${route.method} ${route.path} ${seen.status} ${media}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(this.resolve(content[media]!.schema ?? {}));
      this.validators.set(key, validate);
    }
    if (validate(parsed)) return null;
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    return `${where} off its schema (${route.op.operationId}): ${errors}\n  ${JSON.stringify(parsed).slice(0, 400)}`;
  }
}

/** Records the API answers of a test: what its browser pages receive and what it fetches itself. */
export class AnswerRecorder {
  private readonly pending: Promise<SeenAnswer | null>[] = [];
  private readonly contexts = new WeakSet<BrowserContext>();

  private keep(method: string, url: string, status: number, type: string, body: () => Promise<Buffer>) {
    try {
      if (!isApi(new URL(url))) return;
    } catch {
      return;
    }
    // A body that is gone by the time it is read (the page went on) cannot be checked: it is left out.
    this.pending.push(
      body().then(
        (bytes) => ({ method, url, status, type, body: bytes }),
        () => null,
      ),
    );
  }

  private keepApiResponse(method: string, response: APIResponse) {
    this.keep(method, response.url(), response.status(), response.headers()['content-type'] ?? '', () =>
      response.body(),
    );
  }

  /** Every call through `request` (an API request context) is recorded; it answers as before. */
  wrapRequest(request: APIRequestContext): APIRequestContext {
    const methods: Record<string, string> = {
      get: 'GET',
      post: 'POST',
      put: 'PUT',
      patch: 'PATCH',
      delete: 'DELETE',
      head: 'HEAD',
    };
    return new Proxy(request, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== 'function') return value;
        const name = String(property);
        if (name !== 'fetch' && !(name in methods)) return value.bind(target);
        return async (...args: unknown[]) => {
          const response = (await (value as (...a: unknown[]) => Promise<APIResponse>).apply(target, args))!;
          const options = args[1] as { method?: string } | undefined;
          const first = args[0] as string | { method(): string };
          const method =
            name === 'fetch'
              ? typeof first === 'object'
                ? first.method()
                : (options?.method ?? 'GET').toUpperCase()
              : methods[name]!;
          this.keepApiResponse(method, response);
          return response;
        };
      },
    });
  }

  /** Records a browser context's page traffic and its `request` (`page.request`). */
  watchContext(context: BrowserContext): void {
    if (this.contexts.has(context)) return;
    this.contexts.add(context);
    context.on('response', (response: Response) => {
      const request = response.request();
      this.keep(
        request.method(),
        response.url(),
        response.status(),
        response.headers()['content-type'] ?? '',
        () => response.body(),
      );
    });
    const request = this.wrapRequest(context.request);
    Object.defineProperty(context, 'request', { value: request, configurable: true });
  }

  /** Records the contexts and pages a test opens itself (`browser.newContext`, `browser.newPage`). */
  watchBrowser(browser: Browser): () => void {
    const { newContext, newPage } = browser;
    browser.newContext = async (...args) => {
      const context = await newContext.apply(browser, args);
      this.watchContext(context);
      return context;
    };
    browser.newPage = async (...args) => {
      const page = await newPage.apply(browser, args);
      this.watchContext(page.context());
      return page;
    };
    return () => {
      browser.newContext = newContext;
      browser.newPage = newPage;
    };
  }

  /** Every answer recorded, once its body is read. */
  async answers(): Promise<SeenAnswer[]> {
    return (await Promise.all(this.pending)).filter((a): a is SeenAnswer => a !== null);
  }
}

/** The served document (once per worker). */
export async function loadApiContract(base: string): Promise<ApiContract> {
  const res = await fetch(`${base}/api/docs/json`);
  if (!res.ok) throw new Error(`The OpenAPI document did not load: ${res.status}`);
  return new ApiContract((await res.json()) as OpenApiDocument);
}
