import { describe, expect, it } from 'vitest';
import { workAreaMinHeight } from './work-area-height';

describe('workAreaMinHeight', () => {
  it('fills the screen below the work area, less the footer', () => {
    expect(workAreaMinHeight(900, 72, 40)).toBe(788);
  });
  it('never goes under 100 px on a short window', () => {
    expect(workAreaMinHeight(180, 120, 40)).toBe(100);
  });
});
