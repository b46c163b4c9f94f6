// Just enough of jsdom's API for the tests that read a page's HTML (the API compiles without the DOM library).
declare module 'jsdom' {
  export interface PageElement {
    readonly textContent: string | null;
    readonly type?: string;
    getAttribute(name: string): string | null;
    querySelector(selectors: string): PageElement | null;
    querySelectorAll(selectors: string): ArrayLike<PageElement> & Iterable<PageElement>;
  }
  export interface PageDocument extends PageElement {
    getElementById(id: string): PageElement | null;
  }
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: PageDocument };
  }
}
