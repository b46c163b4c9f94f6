// Whether the page runs inside a frame (the airport shell's side frame) rather than as the top page.
export function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A parent of another origin may refuse the comparison: a frame all the same.
    return true;
  }
}
