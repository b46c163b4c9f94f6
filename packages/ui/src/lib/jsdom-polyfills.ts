// Browser APIs that Radix's floating parts need but jsdom lacks; imported by unit tests only.
// jsdom has no layout, so observing sizes can do nothing; Radix only needs the API to exist.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Radix Select scrolls and captures pointers; jsdom implements neither.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= function hasPointerCapture() {
  return false;
};
Element.prototype.releasePointerCapture ??= function releasePointerCapture() {};
